/**
 * The editor of an item a performer sells (a video, a gallery): a dialog around the
 * item's form (`ItemFormFields`, with the feature's own fields `before` and `after` them
 * and anything under the form, such as an upload's bar, as `below`), saved by its button
 * and closed by cancel; while it saves it cannot be closed; a refusal shows in it, and it
 * stays open.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Form, Modal } from 'antd';
import { ItemFormFields, itemFormValues, type ItemFormValues } from './ItemFormFields';

export interface ItemEditorModalProps {
  open: boolean;
  title: string;
  titleLabel: string;
  /** The item edited; undefined for a new one. */
  editing: Parameters<typeof itemFormValues>[0];
  saving: boolean;
  /** A refusal's text, translated through `common`. */
  error: string | null;
  onSave: (values: ItemFormValues) => void;
  onCancel: () => void;
  afterClose?: () => void;
  before?: ReactNode;
  after?: ReactNode;
  below?: ReactNode;
  /** `${testId}-save`, `${testId}-save-error`, and the fields' (`ItemFormFields`). */
  testId: string;
}

export function ItemEditorModal({
  open,
  title,
  titleLabel,
  editing,
  saving,
  error,
  onSave,
  onCancel,
  afterClose,
  before,
  after,
  below,
  testId,
}: ItemEditorModalProps) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<ItemFormValues>();
  return (
    <Modal
      open={open}
      title={title}
      okText={t('videos.save')}
      cancelText={t('videos.cancel')}
      okButtonProps={{ loading: saving, ...({ 'data-testid': `${testId}-save` } as object) }}
      cancelButtonProps={{ disabled: saving }}
      closable={!saving}
      maskClosable={false}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={afterClose}
      destroyOnHidden
    >
      <Form<ItemFormValues>
        form={form}
        layout="vertical"
        initialValues={itemFormValues(editing)}
        onFinish={onSave}
        preserve={false}
        requiredMark={false}
      >
        {before}
        <ItemFormFields titleLabel={titleLabel} testId={testId} />
        {after}
      </Form>
      {below}
      {error && <Alert type="error" showIcon title={t(error, { ns: 'common' })} data-testid={`${testId}-save-error`} />}
    </Modal>
  );
}

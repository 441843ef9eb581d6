/**
 * The editor of an item a performer sells (a video, a gallery): a dialog around the
 * item's form (`ItemFormFields`, with the feature's own fields `before` and `after` them,
 * checked by `check`, and anything under the form, such as an upload's bar, as `below`),
 * saved by its button and closed by cancel; a click beside it does not throw away what was
 * written, and while it saves it cannot be closed; a refusal shows in it, and it stays open.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CheckedForm, type FieldProblems } from './CheckedForm';
import { Dialog } from './Dialog';
import { ItemFormFields, itemFormValues, itemFormValuesOf, type ItemFormValues } from './ItemFormFields';
import { useItemChecks } from '../hooks/useItemChecks';
import { Notice } from './Notice';
import styles from './ItemEditorModal.module.css';

export interface ItemEditorModalProps {
  open: boolean;
  title: string;
  titleLabel: string;
  /** The item edited; undefined for a new one. */
  editing: Parameters<typeof itemFormValues>[0];
  saving: boolean;
  /** A refusal's text, translated through `common`. */
  error: string | null;
  /** The item's values, and the whole form for the feature's own fields (a file). */
  onSave: (values: ItemFormValues, data: FormData) => void;
  onCancel: () => void;
  /** What is wrong with the feature's own fields. */
  check?: (data: FormData) => FieldProblems;
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
  check,
  before,
  after,
  below,
  testId,
}: ItemEditorModalProps) {
  const { t } = useTranslation('account');
  const itemChecks = useItemChecks();
  const formId = `${testId}-editor-form`;
  return (
    <Dialog
      open={open}
      title={title}
      okText={t('videos.save')}
      cancelText={t('videos.cancel')}
      okForm={formId}
      okLoading={saving}
      okTestId={`${testId}-save`}
      onCancel={onCancel}
      closable={!saving}
      maskClosable={false}
    >
      {/* Drawn anew each time the dialog opens, from the item edited; the dialog's save sends it. */}
      <CheckedForm
        id={formId}
        size="middle"
        check={(data) => ({ ...check?.(data), ...itemChecks(data) })}
        onValid={(data) => !saving && onSave(itemFormValuesOf(data), data)}
      >
        {before}
        <ItemFormFields titleLabel={titleLabel} values={itemFormValues(editing)} testId={testId} />
        {after}
      </CheckedForm>
      {below}
      {error && <Notice type="error" title={t(error, { ns: 'common' })} className={styles.error} data-testid={`${testId}-save-error`} />}
    </Dialog>
  );
}

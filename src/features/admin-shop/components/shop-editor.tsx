/**
 * What the editors of a promo and of a token package share: the dialog whose form saves
 * on OK, and the order and status fields.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Form, InputNumber, Modal, Select, type ButtonProps, type FormInstance } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeShopEditor, selectShopEditor, selectShopSaving, type ShopEditor } from '../slice';

/** Whether the editor is open on this kind of item, and the item it edits (undefined for a new one). */
export function useShopEditing<T extends { _id: string }>(kind: ShopEditor['kind'], items: T[]) {
  const editor = useAppSelector(selectShopEditor);
  const open = editor?.kind === kind;
  const editing = open && editor.id ? items.find((item) => item._id === editor.id) : undefined;
  return { open, editing };
}

export function ShopEditorModal<V extends object>({
  kind,
  open,
  title,
  form,
  initialValues,
  onSave,
  onClose,
  afterClose,
  children,
}: {
  kind: ShopEditor['kind'];
  open: boolean;
  title: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  onSave: (values: V) => void;
  /** Called on cancel, after the editor is closed (a promo forgets its chosen picture). */
  onClose?: () => void;
  afterClose?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectShopSaving);
  return (
    <Modal
      open={open}
      title={title}
      okText={t('admin.shop.save')}
      cancelText={t('admin.shop.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': `${kind}-save` } as ButtonProps}
      onOk={() => form.submit()}
      onCancel={() => {
        onClose?.();
        dispatch(closeShopEditor());
      }}
      afterClose={afterClose}
      destroyOnHidden
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={onSave} preserve={false} requiredMark={false}>
        {children}
      </Form>
    </Modal>
  );
}

/** Where the item stands in its list. */
export function ShopOrderingItem() {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name="ordering" label={t('admin.shop.ordering')}>
      <InputNumber min={-1000} max={1000} precision={0} style={{ width: 140 }} />
    </Form.Item>
  );
}

/** Active or not. */
export function ShopStatusItem({ extra, 'data-testid': testId }: { extra?: string; 'data-testid'?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name="status" label={t('admin.shop.status')} extra={extra}>
      <Select
        style={{ width: 200 }}
        options={[
          { value: 'active', label: t('admin.shop.active') },
          { value: 'inactive', label: t('admin.shop.inactive') },
        ]}
        data-testid={testId}
      />
    </Form.Item>
  );
}

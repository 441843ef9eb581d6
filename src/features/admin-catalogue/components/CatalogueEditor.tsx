/**
 * The frame of a catalogue item's editor: a dialog (a wide one for content pages) whose
 * form shows the fields the server refused next to them.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Form, Modal, type ButtonProps, type FormInstance } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeCatalogueEditor, selectCatalogueFieldErrors, selectCatalogueSaving } from '../slice';

export function CatalogueEditor<V extends object>({
  open,
  title,
  form,
  initialValues,
  onSave,
  wide = false,
  children,
}: {
  open: boolean;
  title: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  onSave: (values: V) => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectCatalogueSaving);
  const fieldErrors = useAppSelector(selectCatalogueFieldErrors);

  useEffect(() => {
    if (!open || fieldErrors.length === 0) return;
    form.setFields(
      fieldErrors.map((item) => ({
        name: item.property.split('.') as never,
        errors: Object.values(item.constraints).map((text) => t(text, { ns: 'common' })),
      })),
    );
  }, [open, fieldErrors, form, t]);

  return (
    <Modal
      open={open}
      title={title}
      width={wide ? 880 : 620}
      okText={t('admin.catalogue.save')}
      cancelText={t('admin.catalogue.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'catalogue-save' } as ButtonProps}
      onOk={() => form.submit()}
      onCancel={() => dispatch(closeCatalogueEditor())}
      destroyOnHidden
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={onSave} preserve={false} data-testid="catalogue-form">
        {children}
      </Form>
    </Modal>
  );
}

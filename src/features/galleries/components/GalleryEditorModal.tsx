/**
 * The editor of a gallery's details: title, description, tags, price, active or not,
 * for sale or not. Its photos are managed apart (a new gallery opens its photo manager
 * once saved). A refusal is shown in the editor, which stays open.
 */
import { useTranslation } from 'next-i18next/pages';
import { Alert, Form, Modal } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ItemFormFields, itemFormValues, type ItemFormValues } from '@/features/ui/components/ItemFormFields';
import { closeGalleryEditor, saveGallery, selectGalleryEditor, selectOwnGalleries } from '../slice';

export function GalleryEditorModal() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectGalleryEditor);
  const editing = useAppSelector(selectOwnGalleries).data.find((gallery) => gallery._id === editor.id);
  const [form] = Form.useForm<ItemFormValues>();

  const save = (values: ItemFormValues) =>
    dispatch(saveGallery({ ...values, description: values.description ?? '', tags: values.tags ?? '' }));

  return (
    <Modal
      open={editor.open}
      title={t(editor.id ? 'galleries.editTitle' : 'galleries.newTitle')}
      okText={t('videos.save')}
      cancelText={t('videos.cancel')}
      okButtonProps={{ loading: editor.saving, ...({ 'data-testid': 'gallery-save' } as object) }}
      cancelButtonProps={{ disabled: editor.saving }}
      closable={!editor.saving}
      maskClosable={false}
      onOk={() => form.submit()}
      onCancel={() => dispatch(closeGalleryEditor())}
      destroyOnHidden
    >
      <Form<ItemFormValues>
        form={form}
        layout="vertical"
        initialValues={itemFormValues(editing)}
        onFinish={save}
        preserve={false}
        requiredMark={false}
      >
        <ItemFormFields titleLabel={t('galleries.galleryTitle')} testId="gallery" />
      </Form>
      {editor.error && <Alert type="error" showIcon title={t(editor.error, { ns: 'common' })} data-testid="gallery-save-error" />}
    </Modal>
  );
}

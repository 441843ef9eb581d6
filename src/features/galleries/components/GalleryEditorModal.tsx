/**
 * The editor of a gallery's details: title, description, tags, price, active or not,
 * for sale or not. Its photos are managed apart (a new gallery opens its photo manager
 * once saved). A refusal is shown in the editor, which stays open.
 */
import { useTranslation } from 'next-i18next/pages';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ASSET_STATUSES, MAX_ITEM_PRICE } from '@/shared/constants';
import type { AssetStatus, PerformerGallery } from '@/shared/schemas/assets';
import { closeGalleryEditor, saveGallery, selectGalleryEditor, selectOwnGalleries } from '../slice';

interface Values {
  title: string;
  description?: string;
  tags?: string;
  price: number;
  status: AssetStatus;
  isSale: boolean;
}

const valuesOf = (gallery: PerformerGallery | undefined): Values =>
  gallery
    ? {
        title: gallery.title,
        description: gallery.description ?? '',
        tags: gallery.tags.join(', '),
        price: gallery.price,
        status: gallery.status,
        isSale: gallery.isSale,
      }
    : { title: '', price: 0, status: 'active', isSale: true };

export function GalleryEditorModal() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectGalleryEditor);
  const editing = useAppSelector(selectOwnGalleries).data.find((gallery) => gallery._id === editor.id);
  const [form] = Form.useForm<Values>();
  const required = { required: true, whitespace: true, message: t('This field is required!', { ns: 'common' }) };

  const save = (values: Values) =>
    dispatch(
      saveGallery({
        title: values.title,
        description: values.description ?? '',
        tags: values.tags ?? '',
        price: values.price,
        status: values.status,
        isSale: values.isSale,
      }),
    );

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
      <Form<Values> form={form} layout="vertical" initialValues={valuesOf(editing)} onFinish={save} preserve={false} requiredMark={false}>
        <Form.Item name="title" label={t('galleries.galleryTitle')} rules={[required]}>
          <Input maxLength={200} data-testid="gallery-title" />
        </Form.Item>
        <Form.Item name="description" label={t('videos.description')}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="tags" label={t('videos.tags')} extra={t('videos.tagsHint')}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('videos.price')}
          extra={t('videos.priceHint')}
          rules={[{ required: true, message: required.message }]}
        >
          <InputNumber min={0} max={MAX_ITEM_PRICE} step={1} precision={2} style={{ width: 160 }} data-testid="gallery-price" />
        </Form.Item>
        <Form.Item name="status" label={t('videos.status')}>
          <Select
            style={{ width: 160 }}
            options={ASSET_STATUSES.map((status) => ({ value: status, label: t(`videos.statuses.${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="isSale" valuePropName="checked">
          <Checkbox>{t('videos.isSale')}</Checkbox>
        </Form.Item>
      </Form>
      {editor.error && <Alert type="error" showIcon title={t(editor.error, { ns: 'common' })} data-testid="gallery-save-error" />}
    </Modal>
  );
}

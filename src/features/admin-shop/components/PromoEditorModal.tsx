/**
 * The editor of a site promo: title, text, link, the dates it shows between (the end
 * after the start), the order, active or not, and its picture (a new one replaces it).
 */
import { PROMO_LINK_MESSAGE, PROMO_LINK_PATTERN } from '@/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Checkbox, DatePicker, Form, Input, Upload, type UploadFile } from 'antd';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { Icon } from '@/features/ui/components/Icon';
import dayjs, { type Dayjs } from 'dayjs';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { savePromo, selectShopPromos } from '../slice';
import { ShopEditorModal, ShopOrderingItem, ShopStatusItem, useShopEditing } from './shop-editor';

interface Values {
  title: string;
  text?: string;
  link?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  ordering?: number | null;
  status: 'active' | 'inactive';
  removeImage?: boolean;
}

export function PromoEditorModal() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const promos = useAppSelector(selectShopPromos).data;
  const [form] = Form.useForm<Values>();
  const [image, setImage] = useState<UploadFile[]>([]);
  const { open, editing: promo } = useShopEditing('promo', promos);

  const initialValues: Values = promo
    ? {
        title: promo.title,
        text: promo.text ?? '',
        link: promo.link ?? '',
        dates: [promo.startAt ? dayjs(promo.startAt) : null, promo.endAt ? dayjs(promo.endAt) : null],
        ordering: promo.ordering,
        status: promo.status,
      }
    : { title: '', status: 'active', ordering: 0 };

  const save = (values: Values) => {
    const form = new FormData();
    form.append('title', values.title);
    form.append('text', values.text ?? '');
    form.append('link', values.link ?? '');
    // Empty dates: no start, no end.
    form.append('startAt', values.dates?.[0]?.toISOString() ?? '');
    form.append('endAt', values.dates?.[1]?.toISOString() ?? '');
    form.append('ordering', String(values.ordering ?? 0));
    form.append('status', values.status);
    if (values.removeImage) form.append('removeImage', 'true');
    const file = image[0]?.originFileObj;
    if (file) form.append('image', file, file.name);
    dispatch(savePromo({ id: promo?._id ?? null, form }));
  };

  return (
    <ShopEditorModal<Values>
      kind="promo"
      open={open}
      title={t(promo ? 'admin.promos.editTitle' : 'admin.promos.new')}
      form={form}
      initialValues={initialValues}
      onSave={save}
      onClose={() => setImage([])}
      afterClose={() => setImage([])}
    >
      <Form.Item
        name="title"
        label={t('admin.promos.promoTitle')}
        rules={[{ required: true, whitespace: true, message: t('This field is required!', { ns: 'common' }) }]}
      >
        <Input maxLength={120} data-testid="promo-title" />
      </Form.Item>
      <Form.Item name="text" label={t('admin.promos.text')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item
        name="link"
        label={t('admin.promos.link')}
        extra={t('admin.promos.linkHint')}
        rules={[{ pattern: new RegExp(PROMO_LINK_PATTERN), message: t(PROMO_LINK_MESSAGE, { ns: 'common' }) }]}
      >
        <Input maxLength={500} placeholder="/user/buy-tokens" data-testid="promo-link" />
      </Form.Item>
      <Form.Item
        name="dates"
        label={t('admin.promos.dates')}
        extra={t('admin.promos.datesHint')}
        rules={[
          {
            validator: (_rule, value: Values['dates']) =>
              value?.[0] && value?.[1] && !value[1].isAfter(value[0])
                ? Promise.reject(new Error(t('The end date must be after the start date', { ns: 'common' })))
                : Promise.resolve(),
          },
        ]}
      >
        <DatePicker.RangePicker
          showTime
          format="DD/MM/YYYY HH:mm"
          allowEmpty={[true, true]}
          style={{ width: '100%' }}
          data-testid="promo-dates"
        />
      </Form.Item>
      <ShopOrderingItem />
      <ShopStatusItem />
      <Form.Item label={t('admin.promos.image')} extra={promo?.imageUrl ? t('admin.promos.imageReplace') : undefined}>
        <Upload
          accept="image/*"
          maxCount={1}
          fileList={image}
          beforeUpload={() => false}
          onChange={({ fileList }) => setImage(fileList.slice(-1))}
        >
          <Button icon={<Icon icon={UploadOutlined} />} data-testid="promo-image">
            {t('admin.promos.chooseImage')}
          </Button>
        </Upload>
      </Form.Item>
      {promo?.imageUrl && (
        <Form.Item name="removeImage" valuePropName="checked">
          <Checkbox>{t('admin.promos.removeImage')}</Checkbox>
        </Form.Item>
      )}
    </ShopEditorModal>
  );
}

/**
 * What a performer writes of an item they sell (a video, a gallery), as fields of the
 * item's editor: title, description, tags, price, active or not, for sale or not. The
 * editor names the title and gives the test ids' prefix (`${testId}-title`,
 * `${testId}-price`); `itemFormValues` fills them from the item edited.
 */
import { useTranslation } from 'next-i18next/pages';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { ASSET_STATUSES, MAX_ITEM_PRICE } from '@/shared/constants';
import type { AssetStatus } from '@/shared/schemas/assets';

export interface ItemFormValues {
  title: string;
  description?: string;
  tags?: string;
  price: number;
  status: AssetStatus;
  isSale: boolean;
}

/** The form's values for `item` (null: a new one, free to see until priced, active, for sale). */
export const itemFormValues = (
  item: { title: string; description: string | null; tags: string[]; price: number; status: AssetStatus; isSale: boolean } | undefined,
): ItemFormValues =>
  item
    ? {
        title: item.title,
        description: item.description ?? '',
        tags: item.tags.join(', '),
        price: item.price,
        status: item.status,
        isSale: item.isSale,
      }
    : { title: '', price: 0, status: 'active', isSale: true };

export function ItemFormFields({ titleLabel, testId }: { titleLabel: string; testId: string }) {
  const { t } = useTranslation('account');
  const required = { required: true, whitespace: true, message: t('This field is required!', { ns: 'common' }) };
  return (
    <>
      <Form.Item name="title" label={titleLabel} rules={[required]}>
        <Input maxLength={200} data-testid={`${testId}-title`} />
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
        <InputNumber min={0} max={MAX_ITEM_PRICE} step={1} precision={2} style={{ width: 160 }} data-testid={`${testId}-price`} />
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
    </>
  );
}

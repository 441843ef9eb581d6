/**
 * What a performer writes of an item they sell (a video, a gallery), as fields of the
 * item's editor (a `CheckedForm`): title, description, tags, price, active or not, for sale
 * or not. The editor names the title and gives the test ids' prefix (`${testId}-title`,
 * `${testId}-price`); `itemFormValues` fills them from the item edited, `useItemChecks`
 * (`hooks/useItemChecks.ts`) checks them as antd's rules did (a title and a price are
 * required) and `itemFormValuesOf` reads them back.
 */
import { useTranslation } from 'next-i18next/pages';
import { ASSET_STATUSES, MAX_ITEM_PRICE } from '@/shared/constants';
import type { AssetStatus } from '@/shared/schemas/assets';
import { CheckboxField, NumberField, SelectField, TextAreaField, TextField, checkedOf, numberOf, textOf } from './CheckedForm';

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

/** A price as antd's number field kept it: to the hundredth, within 0 and the highest price. */
const priceOf = (value: number) => Math.min(MAX_ITEM_PRICE, Math.max(0, Math.round(value * 100) / 100));

/** The values the form sends (once checked: the price is there). */
export const itemFormValuesOf = (data: FormData): ItemFormValues => ({
  title: textOf(data, 'title'),
  description: textOf(data, 'description'),
  tags: textOf(data, 'tags'),
  price: priceOf(numberOf(data, 'price') ?? 0),
  status: textOf(data, 'status') as AssetStatus,
  isSale: checkedOf(data, 'isSale'),
});

export function ItemFormFields({ titleLabel, values, testId }: { titleLabel: string; values: ItemFormValues; testId: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField name="title" label={titleLabel} maxLength={200} defaultValue={values.title} data-testid={`${testId}-title`} />
      <TextAreaField
        name="description"
        label={t('videos.description')}
        rows={2}
        maxLength={2000}
        defaultValue={values.description}
        showCount={false}
        autoSize
      />
      <TextField name="tags" label={t('videos.tags')} hint={t('videos.tagsHint')} maxLength={500} defaultValue={values.tags} />
      <NumberField
        name="price"
        label={t('videos.price')}
        hint={t('videos.priceHint')}
        min={0}
        max={MAX_ITEM_PRICE}
        step={0.01}
        defaultValue={values.price}
        width={160}
        data-testid={`${testId}-price`}
      />
      <SelectField
        name="status"
        label={t('videos.status')}
        options={ASSET_STATUSES.map((status) => ({ value: status, label: t(`videos.statuses.${status}`) }))}
        defaultValue={values.status}
        width={160}
      />
      <CheckboxField name="isSale" label={t('videos.isSale')} defaultChecked={values.isSale} />
    </>
  );
}

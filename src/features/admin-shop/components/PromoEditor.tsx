/**
 * The editor of a site promo: title, text, link, who it is for, and the dates it shows between (the end
 * after the start, both in Amsterdam's time), then the order and whether it is active, and
 * its picture (a new one replaces it; the one there may be removed).
 */
import { useTranslation } from 'next-i18next/pages';
import { PROMO_AUDIENCES, PROMO_LINK_MESSAGE, PROMO_LINK_PATTERN } from '@/shared/constants';
import {
  CheckboxField,
  DateField,
  FieldGrid,
  FileField,
  SelectField,
  TextAreaField,
  TextField,
  checkedOf,
  fileOf,
  numberOf,
  textOf,
} from '@/features/ui/components/CheckedForm';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { amsterdamLocalTime, fromAmsterdamLocalTime } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AdminSitePromo } from '@/shared/schemas/promos';
import { savePromo, selectShopPromos } from '../slice';
import { ShopEditor } from './ShopEditor';

const LINK = new RegExp(PROMO_LINK_PATTERN);

/** The multipart form the API takes (`PromoFields` and the picture `image`); an empty date is no start or no end. */
function formOf(data: FormData): FormData {
  const form = new FormData();
  form.append('title', textOf(data, 'title'));
  form.append('text', textOf(data, 'text'));
  form.append('link', textOf(data, 'link'));
  form.append('startAt', fromAmsterdamLocalTime(textOf(data, 'startAt')) ?? '');
  form.append('endAt', fromAmsterdamLocalTime(textOf(data, 'endAt')) ?? '');
  form.append('ordering', String(numberOf(data, 'ordering') ?? 0));
  form.append('status', textOf(data, 'status'));
  form.append('audience', textOf(data, 'audience'));
  if (checkedOf(data, 'removeImage')) form.append('removeImage', 'true');
  const image = fileOf(data, 'image');
  if (image) form.append('image', image, image.name);
  return form;
}

function PromoFields({ promo }: { promo?: AdminSitePromo }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField name="title" label={t('admin.promos.promoTitle')} maxLength={120} defaultValue={promo?.title} data-testid="promo-title" />
      <TextAreaField name="text" label={t('admin.promos.text')} rows={2} maxLength={500} defaultValue={promo?.text ?? ''} />
      <TextField
        name="link"
        label={t('admin.promos.link')}
        hint={t('admin.promos.linkHint')}
        maxLength={500}
        placeholder="/user/buy-tokens"
        defaultValue={promo?.link ?? ''}
        data-testid="promo-link"
      />
      <SelectField
        name="audience"
        label={t('admin.promos.audience')}
        options={PROMO_AUDIENCES.map((audience) => ({ value: audience, label: t(`admin.promos.audiences.${audience}`) }))}
        defaultValue={promo?.audience ?? 'everyone'}
        data-testid="promo-audience"
      />
      <FieldGrid>
        <DateField
          name="startAt"
          label={t('admin.promos.startAt')}
          hint={t('admin.promos.startAtHint')}
          withTime
          clearable
          defaultValue={amsterdamLocalTime(promo?.startAt)}
          data-testid="promo-start"
        />
        <DateField
          name="endAt"
          label={t('admin.promos.endAt')}
          hint={t('admin.promos.endAtHint')}
          withTime
          clearable
          defaultValue={amsterdamLocalTime(promo?.endAt)}
          data-testid="promo-end"
        />
      </FieldGrid>
    </>
  );
}

function PromoImageFields({ promo }: { promo?: AdminSitePromo }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <FileField
        name="image"
        label={t('admin.promos.image')}
        hint={promo?.imageUrl ? t('admin.promos.imageReplace') : undefined}
        accept="image/*"
        buttonText={t('admin.promos.chooseImage')}
      />
      {promo?.imageUrl && <CheckboxField name="removeImage" label={t('admin.promos.removeImage')} />}
    </>
  );
}

export function PromoEditor() {
  const { t } = useTranslation(['admin', 'common']);
  const dispatch = useAppDispatch();
  const promos = useAppSelector(selectShopPromos).data;
  const checks = useFieldChecks();

  const check = (data: FormData) => {
    const link = textOf(data, 'link');
    const start = fromAmsterdamLocalTime(textOf(data, 'startAt'));
    const end = fromAmsterdamLocalTime(textOf(data, 'endAt'));
    return {
      title: checks.required(textOf(data, 'title')),
      link: link && !LINK.test(link) ? t(PROMO_LINK_MESSAGE, { ns: 'common' }) : undefined,
      endAt:
        start && end && Date.parse(end) <= Date.parse(start) ? t('The end date must be after the start date', { ns: 'common' }) : undefined,
    };
  };

  return (
    <ShopEditor<AdminSitePromo>
      kind="promo"
      items={promos}
      titles={{ add: 'admin.promos.new', edit: 'admin.promos.editTitle' }}
      check={check}
      onSave={(data, promo) => dispatch(savePromo({ id: promo?._id ?? null, form: formOf(data) }))}
      before={(promo) => <PromoFields promo={promo} />}
      after={(promo) => <PromoImageFields promo={promo} />}
    />
  );
}

/**
 * The editor of a token package: name and description (the default, then per language, as the
 * categories' editor has them), tokens, price and currency, then the order and whether it is sold.
 */
import { useTranslation } from 'next-i18next/pages';
import { NumberField, TextAreaField, TextField, numberOf, textOf } from '@/features/ui/components/CheckedForm';
import { Tabs } from '@/features/ui/components/Tabs';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/shared/constants';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AdminTokenPackage, PackageBody } from '@/shared/schemas/money';
import { savePackage, selectShopPackages } from '../slice';
import { ShopEditor } from './ShopEditor';

const CURRENCY = /^[A-Z]{3}$/;

/** The package's body as the API takes it; an empty currency or order is the server's default. */
const bodyOf = (data: FormData): PackageBody => ({
  name: textOf(data, 'name'),
  nameTranslations: textsOf(data, 'name'),
  description: textOf(data, 'description') || null,
  descriptionTranslations: textsOf(data, 'description'),
  tokens: numberOf(data, 'tokens') ?? 0,
  price: numberOf(data, 'price') ?? 0,
  currency: textOf(data, 'currency') || undefined,
  ordering: numberOf(data, 'ordering') ?? undefined,
  status: textOf(data, 'status') as PackageBody['status'],
});

/** The field of `field` in `locale`'s tab (`field` itself in the default one), as the server names it when it refuses it. */
const fieldName = (field: 'name' | 'description', locale: Locale | null) => (locale ? `${field}Translations.${locale}` : field);

/** The texts of `field` the languages' tabs were given; an empty one shows the default. */
const textsOf = (data: FormData, field: 'name' | 'description') =>
  Object.fromEntries(
    LOCALES.flatMap((locale) =>
      textOf(data, fieldName(field, locale)).trim() ? [[locale, textOf(data, fieldName(field, locale)).trim()]] : [],
    ),
  );

/** Name and description of one tab: the default (`locale` null) or a language's. */
function PackageTexts({ pack, locale }: { pack?: AdminTokenPackage; locale: Locale | null }) {
  const { t } = useTranslation('admin');
  const placeholder = locale ? t('admin.catalogue.usesDefault') : undefined;
  // A language's fields are named with it: every tab stays drawn, and each field keeps a name of its own.
  const labelOf = (label: string) => (locale ? `${label} (${LANGUAGE_NAMES[locale]})` : label);
  return (
    <>
      <TextField
        name={fieldName('name', locale)}
        label={labelOf(t('admin.packages.name'))}
        maxLength={80}
        placeholder={placeholder}
        defaultValue={locale ? pack?.nameTranslations[locale] : pack?.name}
        data-testid={`package-name${locale ? `-${locale}` : ''}`}
      />
      <TextAreaField
        name={fieldName('description', locale)}
        label={labelOf(t('admin.packages.description'))}
        rows={2}
        maxLength={300}
        placeholder={placeholder}
        defaultValue={(locale ? pack?.descriptionTranslations[locale] : pack?.description) ?? ''}
        data-testid={`package-description${locale ? `-${locale}` : ''}`}
      />
    </>
  );
}

function PackageFields({ pack }: { pack?: AdminTokenPackage }) {
  const { t } = useTranslation('admin');
  // Every tab stays drawn, so the form sends all of them.
  return (
    <>
      <Tabs
        size="small"
        items={[
          {
            key: 'default',
            label: t('admin.catalogue.defaultText'),
            forceRender: true,
            children: <PackageTexts pack={pack} locale={null} />,
          },
          ...LOCALES.map((locale) => ({
            key: locale,
            label: LANGUAGE_NAMES[locale],
            forceRender: true,
            children: <PackageTexts pack={pack} locale={locale} />,
          })),
        ]}
      />
      <NumberField
        name="tokens"
        label={t('admin.packages.tokens')}
        min={1}
        max={1_000_000}
        defaultValue={pack?.tokens}
        width={160}
        data-testid="package-tokens"
      />
      <NumberField
        name="price"
        label={t('admin.packages.price')}
        min={0.01}
        max={100_000}
        step={0.01}
        defaultValue={pack?.price}
        width={160}
        data-testid="package-price"
      />
      <TextField name="currency" label={t('admin.packages.currency')} maxLength={3} defaultValue={pack?.currency ?? 'EUR'} width={100} />
    </>
  );
}

export function PackageEditor() {
  const { t } = useTranslation(['admin', 'common']);
  const dispatch = useAppDispatch();
  const packages = useAppSelector(selectShopPackages).data;
  const checks = useFieldChecks();

  const check = (data: FormData) => {
    const currency = textOf(data, 'currency');
    return {
      name: checks.required(textOf(data, 'name')),
      tokens: checks.number({ min: 1, max: 1_000_000, required: true })(textOf(data, 'tokens')),
      price: checks.number({ min: 0.01, max: 100_000, decimals: 2, required: true })(textOf(data, 'price')),
      currency: currency && !CURRENCY.test(currency) ? t('admin.packages.currencyHint') : undefined,
    };
  };

  return (
    <ShopEditor<AdminTokenPackage>
      kind="package"
      items={packages}
      titles={{ add: 'admin.packages.new', edit: 'admin.packages.editTitle' }}
      statusHint={t('admin.packages.statusHint')}
      statusTestId="package-status"
      check={check}
      onSave={(data, pack) => dispatch(savePackage({ id: pack?._id ?? null, body: bodyOf(data) }))}
      before={(pack) => <PackageFields pack={pack} />}
    />
  );
}

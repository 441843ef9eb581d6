/** The editor of a token package: name, description, tokens, price and currency, then the order and whether it is sold. */
import { useTranslation } from 'next-i18next/pages';
import { NumberField, TextAreaField, TextField, numberOf, textOf } from '@/features/ui/components/CheckedForm';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AdminTokenPackage, PackageBody } from '@/shared/schemas/money';
import { savePackage, selectShopPackages } from '../slice';
import { ShopEditor } from './ShopEditor';

const CURRENCY = /^[A-Z]{3}$/;

/** The package's body as the API takes it; an empty currency or order is the server's default. */
const bodyOf = (data: FormData): PackageBody => ({
  name: textOf(data, 'name'),
  description: textOf(data, 'description') || null,
  tokens: numberOf(data, 'tokens') ?? 0,
  price: numberOf(data, 'price') ?? 0,
  currency: textOf(data, 'currency') || undefined,
  ordering: numberOf(data, 'ordering') ?? undefined,
  status: textOf(data, 'status') as PackageBody['status'],
});

function PackageFields({ pack }: { pack?: AdminTokenPackage }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField name="name" label={t('admin.packages.name')} maxLength={80} defaultValue={pack?.name} data-testid="package-name" />
      <TextAreaField
        name="description"
        label={t('admin.packages.description')}
        rows={2}
        maxLength={300}
        defaultValue={pack?.description ?? ''}
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

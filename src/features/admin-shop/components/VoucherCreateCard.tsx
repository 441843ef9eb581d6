/**
 * A new voucher: its code (made up when empty), tokens per redemption, number of
 * redemptions (one per account) and expiry (Amsterdam's time). The form starts afresh once
 * sent; the code created shows under it.
 */
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { CheckedForm, DateField, NumberField, TextField, numberOf, textOf } from '@/features/ui/components/CheckedForm';
import { Notice } from '@/features/ui/components/Notice';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { fromAmsterdamLocalTime } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { createVoucher, selectCreatedVoucher, selectShopSaving } from '../slice';
import { ShopCard } from './ShopCard';
import styles from './VoucherCreateCard.module.css';

/** What one redemption may give at most (the API's limit). */
const MAX_TOKENS = 10_000_000;

export function VoucherCreateCard() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const checks = useFieldChecks();
  const saving = useAppSelector(selectShopSaving);
  const created = useAppSelector(selectCreatedVoucher);

  const check = (data: FormData) => ({
    tokensPerRedemption: checks.number({ min: 0.01, max: MAX_TOKENS, decimals: 2, required: true })(textOf(data, 'tokensPerRedemption')),
    redemptions: checks.number({ min: 1, max: 1_000_000, required: true })(textOf(data, 'redemptions')),
  });

  const create = (data: FormData, form: HTMLFormElement) => {
    dispatch(
      createVoucher({
        code: textOf(data, 'code').trim() || undefined,
        tokensPerRedemption: numberOf(data, 'tokensPerRedemption') ?? 0,
        redemptions: numberOf(data, 'redemptions') ?? 0,
        expiresAt: fromAmsterdamLocalTime(textOf(data, 'expiresAt')),
      }),
    );
    form.reset();
  };

  return (
    <ShopCard title={t('admin.vouchers.new')} explain={t('admin.vouchers.explain')}>
      <CheckedForm size="middle" check={check} onValid={create}>
        <div className={styles.fields}>
          <TextField
            name="code"
            label={t('admin.vouchers.codeOptional')}
            maxLength={40}
            placeholder={t('admin.vouchers.codePlaceholder')}
            width={200}
            data-testid="voucher-new-code"
          />
          <NumberField
            name="tokensPerRedemption"
            label={t('admin.vouchers.tokensPerRedemption')}
            min={0.01}
            max={MAX_TOKENS}
            step={0.01}
            width={180}
            data-testid="voucher-new-tokens"
          />
          <NumberField
            name="redemptions"
            label={t('admin.vouchers.redemptions')}
            hint={t('admin.vouchers.redemptionsHint')}
            min={1}
            max={1_000_000}
            width={180}
            data-testid="voucher-new-redemptions"
          />
          <DateField
            name="expiresAt"
            label={t('admin.vouchers.expires')}
            withTime
            clearable
            width={220}
            data-testid="voucher-new-expires"
          />
        </div>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="voucher-create">
          {t('admin.vouchers.create')}
        </Button>
      </CheckedForm>
      {created && <Notice type="success" className={styles.created} title={t('admin.vouchers.createdCode', { code: created })} />}
    </ShopCard>
  );
}

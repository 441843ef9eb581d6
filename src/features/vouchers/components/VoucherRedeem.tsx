/** The code field, the voucher it names (what one redemption gives, what is left) and its redeem button; plain elements, no antd. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Chip } from '@/features/ui/components/Chip';
import { Facts } from '@/features/ui/components/Facts';
import { Muted } from '@/features/ui/components/Muted';
import { Notice } from '@/features/ui/components/Notice';
import { Stack } from '@/features/ui/components/Stack';
import field from '@/features/ui/components/Field.module.css';
import { checkVoucher, redeemVoucher, selectVouchers, vouchersClosed } from '../slice';
import styles from './VoucherRedeem.module.css';

export function VoucherRedeem() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const { voucher, requesting, error, redeemed } = useAppSelector(selectVouchers);
  const [code, setCode] = useState('');

  useEffect(
    () => () => {
      dispatch(vouchersClosed());
    },
    [dispatch],
  );

  return (
    <>
      <form
        className={styles.check}
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) dispatch(checkVoucher(code));
        }}
      >
        <input
          className={`${field.field} ${styles.code}`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('vouchers.code')}
          aria-label={t('vouchers.code')}
          maxLength={60}
          data-testid="voucher-code"
        />
        <Button htmlType="submit" type="primary" disabled={!code.trim()} loading={requesting === 'check'}>
          {t('vouchers.check')}
        </Button>
      </form>
      {error && <Notice type="error" title={t(error, { ns: 'common' })} />}
      {redeemed && <Notice type="success" title={t('vouchers.redeemed', { count: redeemed.amountUsed })} />}
      {voucher && (
        <Card data-testid="voucher-state">
          <Stack vertical gap={12} align="flex-start">
            <Facts
              facts={[
                { label: t('vouchers.code'), value: voucher.code },
                {
                  label: t('vouchers.youGet'),
                  value: t('vouchers.tokens', { count: voucher.tokensPerRedemption, value: format.tokens(voucher.tokensPerRedemption) }),
                },
                {
                  label: t('vouchers.expires'),
                  value: voucher.expiresAt && formatDate(voucher.expiresAt),
                  shown: Boolean(voucher.expiresAt),
                },
                { label: t('vouchers.redemptionsLeft'), value: voucher.redemptionsLeft, shown: voucher.redemptionsLeft !== null },
              ]}
            />
            <p className={styles.once}>
              <Muted>{t('vouchers.oncePerAccount')}</Muted>
            </p>
            {voucher.usable ? (
              <Button
                type="primary"
                onClick={() => dispatch(redeemVoucher(voucher.code))}
                loading={requesting === 'redeem'}
                data-testid="voucher-redeem"
              >
                {t('vouchers.redeemFor', { count: voucher.tokensPerRedemption, value: format.tokens(voucher.tokensPerRedemption) })}
              </Button>
            ) : (
              voucher.refusal && (
                <Chip tone={voucher.usedByYou ? 'blue' : 'default'} className={styles.refusal} data-testid="voucher-refusal">
                  {t(voucher.refusal, { ns: 'common' })}
                </Chip>
              )
            )}
          </Stack>
        </Card>
      )}
    </>
  );
}

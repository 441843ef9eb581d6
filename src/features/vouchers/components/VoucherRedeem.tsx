/** The code field, the voucher it names (what one redemption gives, what is left) and its redeem button. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Descriptions, Form, Input, Tag, Typography } from 'antd';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { checkVoucher, redeemVoucher, selectVouchers, vouchersClosed } from '../slice';

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
      <Form layout="inline" onFinish={() => dispatch(checkVoucher(code))} style={{ rowGap: 8 }}>
        <Form.Item style={{ flex: 1, minWidth: 200 }}>
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={t('vouchers.code')}
            aria-label={t('vouchers.code')}
            maxLength={60}
            data-testid="voucher-code"
          />
        </Form.Item>
        <Button htmlType="submit" type="primary" disabled={!code.trim()} loading={requesting === 'check'}>
          {t('vouchers.check')}
        </Button>
      </Form>
      {error && <Alert type="error" showIcon title={t(error, { ns: 'common' })} />}
      {redeemed && <Alert type="success" showIcon title={t('vouchers.redeemed', { count: redeemed.amountUsed })} />}
      {voucher && (
        <Card data-testid="voucher-state">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('vouchers.code')}>{voucher.code}</Descriptions.Item>
            <Descriptions.Item label={t('vouchers.youGet')}>
              {t('vouchers.tokens', { count: voucher.tokensPerRedemption, value: format.tokens(voucher.tokensPerRedemption) })}
            </Descriptions.Item>
            {voucher.expiresAt && <Descriptions.Item label={t('vouchers.expires')}>{formatDate(voucher.expiresAt)}</Descriptions.Item>}
            {voucher.redemptionsLeft !== null && (
              <Descriptions.Item label={t('vouchers.redemptionsLeft')}>{voucher.redemptionsLeft}</Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('vouchers.oncePerAccount')}
          </Typography.Paragraph>
          {voucher.usable ? (
            <Button
              type="primary"
              onClick={() => dispatch(redeemVoucher(voucher.code))}
              loading={requesting === 'redeem'}
              style={{ marginTop: 12 }}
              data-testid="voucher-redeem"
            >
              {t('vouchers.redeemFor', { count: voucher.tokensPerRedemption, value: format.tokens(voucher.tokensPerRedemption) })}
            </Button>
          ) : (
            voucher.refusal && (
              <Tag color={voucher.usedByYou ? 'blue' : 'default'} style={{ marginTop: 12 }} data-testid="voucher-refusal">
                {t(voucher.refusal, { ns: 'common' })}
              </Tag>
            )
          )}
        </Card>
      )}
    </>
  );
}

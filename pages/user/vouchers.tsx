import { useState } from 'react';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Tag, Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/lib/page-server';
import { errorMessage } from '@/lib/http';
import { formatDate } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { balanceChanged } from '@/features/account/slice';
import { apiUseVoucher, apiVoucher } from '@/features/payments/api';
import type { VoucherState } from '@/shared/schemas/money';

const access: PageAccess = { layout: 'default', role: 'user' };

/** Redeem a voucher code: look it up (what one redemption gives, whether this account can still redeem it), then redeem it once. */
function VouchersPage() {
  const { t, i18n } = useTranslation('pages');
  const dispatch = useAppDispatch();
  const siteName = useAppSelector(selectSiteName);
  const [code, setCode] = useState('');
  const [voucher, setVoucher] = useState<VoucherState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ amountUsed: number } | null>(null);
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);

  const check = async () => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const found = await apiVoucher(code.trim());
      setVoucher(found);
    } catch (err) {
      setVoucher(null);
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const redeem = async () => {
    if (!voucher) return;
    setBusy(true);
    setError(null);
    try {
      const result = await apiUseVoucher(voucher.code);
      dispatch(balanceChanged(result.balance));
      setDone(result);
      // What is left, and that this account has used it, is the server's to say.
      setVoucher(await apiVoucher(voucher.code));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }} data-testid="vouchers-page">
      <Head>
        <title>{siteName ? `${t('vouchers.title')} | ${siteName}` : t('vouchers.title')}</title>
      </Head>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('vouchers.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('vouchers.intro')}</Typography.Text>
      <Form layout="inline" onFinish={check} style={{ rowGap: 8 }}>
        <Form.Item style={{ flex: 1, minWidth: 200 }}>
          <Input value={code} onChange={(e) => setCode(e.target.value)} placeholder={t('vouchers.code')} aria-label={t('vouchers.code')} maxLength={60} data-testid="voucher-code" />
        </Form.Item>
        <Button htmlType="submit" type="primary" disabled={!code.trim()} loading={busy && !voucher}>
          {t('vouchers.check')}
        </Button>
      </Form>
      {error && <Alert type="error" showIcon title={t(error, { ns: 'common' })} />}
      {done && <Alert type="success" showIcon title={t('vouchers.redeemed', { count: done.amountUsed })} />}
      {voucher && (
        <Card data-testid="voucher-state">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('vouchers.code')}>{voucher.code}</Descriptions.Item>
            <Descriptions.Item label={t('vouchers.youGet')}>{t('vouchers.tokens', { count: voucher.tokensPerRedemption, value: number(voucher.tokensPerRedemption) })}</Descriptions.Item>
            {voucher.expiresAt && <Descriptions.Item label={t('vouchers.expires')}>{formatDate(voucher.expiresAt)}</Descriptions.Item>}
            {voucher.redemptionsLeft !== null && <Descriptions.Item label={t('vouchers.redemptionsLeft')}>{voucher.redemptionsLeft}</Descriptions.Item>}
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('vouchers.oncePerAccount')}
          </Typography.Paragraph>
          {voucher.usable ? (
            <Button type="primary" onClick={redeem} loading={busy} style={{ marginTop: 12 }} data-testid="voucher-redeem">
              {t('vouchers.redeemFor', { count: voucher.tokensPerRedemption, value: number(voucher.tokensPerRedemption) })}
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
    </Flex>
  );
}

export default definePage(VouchersPage, access);

export const getServerSideProps = serverPageProps(access);

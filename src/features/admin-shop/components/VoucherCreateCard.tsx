/** A new voucher: its code (made up when empty), tokens per redemption, number of redemptions (one per account) and expiry. */
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, InputNumber, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { createVoucher, selectCreatedVoucher, selectShopSaving } from '../slice';

interface Values {
  code?: string;
  tokensPerRedemption: number;
  redemptions: number;
  expiresAt?: Dayjs | null;
}

export function VoucherCreateCard() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectShopSaving);
  const created = useAppSelector(selectCreatedVoucher);
  const [form] = Form.useForm<Values>();
  const required = [{ required: true, message: t('This field is required!', { ns: 'common' }) }];

  const create = (values: Values) => {
    dispatch(
      createVoucher({
        code: values.code?.trim() || undefined,
        tokensPerRedemption: values.tokensPerRedemption,
        redemptions: values.redemptions,
        expiresAt: values.expiresAt ? values.expiresAt.toISOString() : null,
      }),
    );
    form.resetFields();
  };

  return (
    <Card size="small" title={t('admin.vouchers.new')}>
      <Typography.Paragraph type="secondary">{t('admin.vouchers.explain')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={create} requiredMark={false}>
        <Flex wrap gap={16}>
          <Form.Item name="code" label={t('admin.vouchers.codeOptional')} style={{ minWidth: 200 }}>
            <Input maxLength={40} placeholder={t('admin.vouchers.codePlaceholder')} data-testid="voucher-new-code" />
          </Form.Item>
          <Form.Item name="tokensPerRedemption" label={t('admin.vouchers.tokensPerRedemption')} rules={required}>
            <InputNumber min={0.01} precision={2} style={{ width: 180 }} data-testid="voucher-new-tokens" />
          </Form.Item>
          <Form.Item
            name="redemptions"
            label={t('admin.vouchers.redemptions')}
            extra={t('admin.vouchers.redemptionsHint')}
            rules={required}
          >
            <InputNumber min={1} max={1_000_000} precision={0} style={{ width: 180 }} data-testid="voucher-new-redemptions" />
          </Form.Item>
          <Form.Item name="expiresAt" label={t('admin.vouchers.expires')}>
            <DatePicker showTime format="DD/MM/YYYY HH:mm" />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="voucher-create">
          {t('admin.vouchers.create')}
        </Button>
      </Form>
      {created && <Alert type="success" showIcon title={t('admin.vouchers.createdCode', { code: created })} style={{ marginTop: 12 }} />}
    </Card>
  );
}

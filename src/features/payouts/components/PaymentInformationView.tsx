/**
 * Where the performer or studio wants to be paid: one form per method (bank
 * transfer, direct deposit, Paxum, BitPay). A payout request needs the details of
 * its method saved here.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Form, Input, Tabs, Tag } from 'antd';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { CountrySelect } from '@/features/registration/components/CountrySelect';
import { SaveError } from '@/features/ui/components/SaveError';
import { formatDate } from '@/lib/dates';
import { METHOD_FIELDS, PAYOUT_METHODS } from '@/shared/payouts';
import type { EarnerRole } from '@/shared/schemas/earnings';
import type { PayoutMethod } from '@/shared/schemas/payouts';
import { loadPaymentInformation, savePaymentInformation, selectPaymentInformation, selectSavePaymentInformation } from '../slice';

/** Fields a person may leave empty; every other one is required. */
const OPTIONAL_FIELDS = new Set(['bankAddress', 'name', 'currency']);

function MethodForm({ role, method }: { role: EarnerRole; method: PayoutMethod }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Record<string, string>>();
  const info = useAppSelector(selectPaymentInformation);
  const save = useAppSelector(selectSavePaymentInformation);
  const [sent, setSent] = useState(false);
  const saved = info.data.find((p) => p.paymentAccountType === method);

  useEffect(() => {
    if (saved) form.setFieldsValue(saved.details);
  }, [form, saved]);

  const submit = (values: Record<string, string | undefined>) => {
    const details = Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
    );
    setSent(true);
    dispatch(savePaymentInformation({ role, method, details }));
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 520 }} data-testid={`payment-form-${method}`}>
      {saved && (
        <Alert
          type="success"
          showIcon
          icon={<Icon icon={CheckCircleOutlined} />}
          style={{ marginBottom: 16 }}
          title={t('payouts.info.savedOn', { date: formatDate(saved.updatedAt) })}
        />
      )}
      {METHOD_FIELDS[method].map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`payouts.fields.${field}`)}
          rules={[
            ...(OPTIONAL_FIELDS.has(field)
              ? []
              : [{ required: true, whitespace: true, message: t('This field is required!', { ns: 'common' }) }]),
            ...(field === 'email' ? [{ type: 'email' as const, message: t('Not a validate email!', { ns: 'common' }) }] : []),
          ]}
        >
          {field === 'country' ? <CountrySelect size="middle" /> : <Input autoComplete="off" data-testid={`payment-${method}-${field}`} />}
        </Form.Item>
      ))}
      {sent && <SaveError error={save.error} testId="payment-save-error" />}
      <Button type="primary" htmlType="submit" loading={save.requesting} data-testid={`payment-save-${method}`}>
        {t('payouts.info.save')}
      </Button>
    </Form>
  );
}

export function PaymentInformationView({ role }: { role: EarnerRole }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectPaymentInformation);

  useEffect(() => {
    dispatch(loadPaymentInformation());
  }, [dispatch]);

  const items = PAYOUT_METHODS.map((method) => ({
    key: method,
    label: (
      <span data-testid={`payment-tab-${method}`}>
        {t(`payouts.methods.${method}`)}
        {info.data.some((p) => p.paymentAccountType === method) && (
          <Tag color="success" style={{ marginInlineStart: 8 }}>
            {t('payouts.info.saved')}
          </Tag>
        )}
      </span>
    ),
    children: <MethodForm role={role} method={method} />,
  }));

  return (
    <Card data-testid="payment-information">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('payouts.info.intro')} />
      {info.error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t(info.error, { ns: 'common' })} />}
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}

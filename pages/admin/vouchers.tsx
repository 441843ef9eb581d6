import { useCallback, useState } from 'react';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, InputNumber, Tag, Typography, type TableColumnsType } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/lib/page-server';
import { errorMessage, get, post } from '@/lib/http';
import { formatDate } from '@/lib/dates';
import { PagedTable } from '@/features/payments/components/PagedTable';
import type { Voucher } from '@/shared/schemas/money';

const access: PageAccess = { layout: 'admin', role: 'admin' };

interface CreateForm {
  code?: string;
  tokens: number;
  maxUses?: number | null;
  /** The date picker's value. */
  expiresAt?: { toISOString(): string } | null;
}

/** Administrators create voucher codes and see how they were used. */
function AdminVouchersPage() {
  const { t, i18n } = useTranslation('pages');
  const [form] = Form.useForm<CreateForm>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Voucher | null>(null);
  const load = useCallback((query: { offset: number; limit: number }) => get<{ data: Voucher[]; total: number }>('/admin/vouchers', query), []);
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);

  const create = async (values: CreateForm) => {
    setSaving(true);
    setError(null);
    try {
      const voucher = await post<Voucher>('/admin/vouchers', {
        code: values.code?.trim() || undefined,
        tokens: values.tokens,
        maxUses: values.maxUses ?? null,
        expiresAt: values.expiresAt ? values.expiresAt.toISOString() : null,
      });
      setCreated(voucher);
      form.resetFields();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<Voucher> = [
    { title: t('adminVouchers.code'), dataIndex: 'code', render: (code: string) => <Typography.Text copyable>{code}</Typography.Text> },
    { title: t('adminVouchers.value'), dataIndex: 'value', align: 'right', render: number },
    { title: t('adminVouchers.remaining'), dataIndex: 'remaining', align: 'right', render: number },
    { title: t('adminVouchers.uses'), key: 'uses', render: (_: unknown, v: Voucher) => (v.maxUses === null ? v.usedCount : `${v.usedCount} / ${v.maxUses}`) },
    { title: t('adminVouchers.expires'), dataIndex: 'expiresAt', render: (value: string | null) => (value ? formatDate(value) : '—') },
    { title: t('adminVouchers.created'), dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    { title: t('adminVouchers.status'), dataIndex: 'status', render: (status: string) => <Tag color={status === 'active' ? 'green' : 'default'}>{t(`adminVouchers.statuses.${status}`)}</Tag> },
  ];

  return (
    <Flex vertical gap={16} data-testid="admin-vouchers">
      <Head>
        <title>{t('adminVouchers.title')}</title>
      </Head>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('adminVouchers.title')}
      </Typography.Title>
      <Card title={t('adminVouchers.new')}>
        <Form form={form} layout="vertical" onFinish={create} requiredMark={false}>
          <Flex wrap gap={16}>
            <Form.Item name="code" label={t('adminVouchers.codeOptional')} style={{ minWidth: 200 }}>
              <Input maxLength={40} placeholder={t('adminVouchers.codePlaceholder')} />
            </Form.Item>
            <Form.Item name="tokens" label={t('adminVouchers.value')} rules={[{ required: true, message: t('This field is required!', { ns: 'common' }) }]}>
              <InputNumber min={0.01} precision={2} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="maxUses" label={t('adminVouchers.maxUses')}>
              <InputNumber min={1} precision={0} style={{ width: 140 }} placeholder={t('adminVouchers.unlimited')} />
            </Form.Item>
            <Form.Item name="expiresAt" label={t('adminVouchers.expires')}>
              <DatePicker showTime format="DD/MM/YYYY HH:mm" />
            </Form.Item>
          </Flex>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('adminVouchers.create')}
          </Button>
        </Form>
        {error && <Alert type="error" showIcon title={t(error, { ns: 'common' })} style={{ marginTop: 12 }} />}
        {created && <Alert type="success" showIcon title={t('adminVouchers.createdCode', { code: created.code })} style={{ marginTop: 12 }} />}
      </Card>
      {/* Keyed by the newest voucher: the list starts again at its first page after a creation. */}
      <PagedTable key={created?._id ?? 'list'} load={load} columns={columns} empty={t('adminVouchers.empty')} testId="voucher-table" />
    </Flex>
  );
}

export default definePage(AdminVouchersPage, access);

export const getServerSideProps = serverPageProps(access);

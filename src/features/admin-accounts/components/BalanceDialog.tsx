/**
 * Credits or debits tokens with a reason: one ledger adjustment. A debit cannot take
 * the balance below zero (the server refuses it and nothing changes).
 */
import { MAX_ADJUSTMENT } from '@/shared/constants';
import { useTranslation } from 'next-i18next/pages';
import { Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { MSG } from '@/shared/messages';
import { useFormat } from '@/lib/format';

interface Values {
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
}

export function BalanceDialog({
  open,
  balance,
  running,
  onAdjust,
  onClose,
}: {
  open: boolean;
  balance: number;
  running: boolean;
  onAdjust: (amount: number, reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const [form] = Form.useForm<Values>();
  const required = { required: true, message: t(MSG.required, { ns: 'common' }) };
  return (
    <Modal
      open={open}
      title={t('admin.accounts.balance.title')}
      okText={t('admin.accounts.balance.confirm')}
      okButtonProps={{ loading: running, 'data-testid': 'balance-confirm' }}
      cancelText={t('admin.accounts.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('admin.accounts.balance.current', { balance: format.tokens(balance) })}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        preserve={false}
        layout="vertical"
        initialValues={{ direction: 'credit' }}
        onFinish={(values) => onAdjust(values.direction === 'debit' ? -values.amount : values.amount, values.reason.trim())}
      >
        <Form.Item name="direction">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'credit', label: t('admin.accounts.balance.credit') },
              { value: 'debit', label: t('admin.accounts.balance.debit') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('admin.accounts.balance.amount')}
          rules={[
            required,
            {
              validator: (_, value: number | null) =>
                value == null || (value > 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('admin.accounts.balance.amountRule'))),
            },
          ]}
        >
          <InputNumber min={0.01} max={MAX_ADJUSTMENT} step={1} precision={2} style={{ width: '100%' }} data-testid="balance-amount" />
        </Form.Item>
        <Form.Item name="reason" label={t('admin.accounts.reason')} rules={[{ ...required, whitespace: true }]}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="balance-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

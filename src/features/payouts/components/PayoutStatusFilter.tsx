/** The status a list of payout requests is narrowed to (none: all of them). */
import { useTranslation } from 'next-i18next/pages';
import { Select } from 'antd';
import { PAYOUT_STATUSES } from '@/shared/payouts';
import type { PayoutStatus } from '@/shared/schemas/payouts';

export function PayoutStatusFilter({
  value,
  onChange,
  'data-testid': testId,
}: {
  value: PayoutStatus | undefined;
  onChange: (status: PayoutStatus | undefined) => void;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <Select<PayoutStatus>
      allowClear
      placeholder={t('payouts.allStatuses')}
      value={value}
      onChange={onChange}
      options={PAYOUT_STATUSES.map((status) => ({ value: status, label: t(`payouts.statuses.${status}`) }))}
      style={{ minWidth: 150 }}
      data-testid={testId}
    />
  );
}

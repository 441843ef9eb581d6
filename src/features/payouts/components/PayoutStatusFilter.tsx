/** The status a list of payout requests is narrowed to (none: all of them): the browser's own select. */
import { useTranslation } from 'next-i18next/pages';
import { PAYOUT_STATUSES } from '@/shared/payouts';
import type { PayoutStatus } from '@/shared/schemas/payouts';
import field from '@/features/ui/components/Field.module.css';

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
    <select
      className={field.field}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as PayoutStatus | undefined)}
      aria-label={t('payouts.columns.status')}
      style={{ minWidth: 150 }}
      data-testid={testId}
    >
      <option value="">{t('payouts.allStatuses')}</option>
      {PAYOUT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`payouts.statuses.${status}`)}
        </option>
      ))}
    </select>
  );
}

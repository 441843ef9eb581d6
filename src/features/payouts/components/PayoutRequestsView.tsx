/**
 * The payout requests of the signed-in performer or studio: totals by status, a
 * form for a new request (unless one is pending), and the list; a pending request
 * can be changed.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Dialog } from '@/features/ui/components/Dialog';
import { Icon } from '@/features/ui/components/Icon';
import { Notice } from '@/features/ui/components/Notice';
import { Stack } from '@/features/ui/components/Stack';
import { Statistic } from '@/features/ui/components/Statistic';
import styles from './PayoutRequestsView.module.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFormat } from '@/lib/format';
import { PAYOUT_STATUSES } from '@/shared/payouts';
import type { EarnerRole } from '@/shared/schemas/earnings';
import type { PayoutRequest, PayoutStatus } from '@/shared/schemas/payouts';
import { loadOwnRequests, loadPaymentInformation, selectOwnRequests, selectPaymentInformation, selectPayoutStats } from '../slice';
import { PayoutRequestForm } from './PayoutRequestForm';
import { PayoutRequestTable } from './PayoutRequestTable';
import { PayoutStatusFilter } from './PayoutStatusFilter';

export function PayoutRequestsView({ role }: { role: EarnerRole }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOwnRequests);
  const stats = useAppSelector(selectPayoutStats);
  const info = useAppSelector(selectPaymentInformation);
  const [editing, setEditing] = useState<PayoutRequest | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);

  useEffect(() => {
    dispatch(loadPaymentInformation());
    dispatch(loadOwnRequests({ role, offset: 0 }));
  }, [dispatch, role]);

  // A page of the list as filtered, or the first of another status (none: every status; an absent one is not the current filter).
  const show = (offset: number, status: PayoutStatus | undefined) => dispatch(loadOwnRequests({ role, offset, status }));
  const hasPending = (stats?.pending.count ?? 0) > 0;

  return (
    <Stack vertical gap={16} data-testid="payout-requests">
      <div className={styles.stats}>
        {PAYOUT_STATUSES.map((status) => (
          <Card key={status} small>
            <Statistic
              title={`${t(`payouts.statuses.${status}`)} (${stats?.[status].count ?? 0})`}
              value={stats ? format.tokens(stats[status].amount) : '—'}
              data-testid={`payout-stat-${status}`}
            />
          </Card>
        ))}
      </div>
      <Card title={t('payouts.form.title')} small>
        {hasPending ? (
          <Notice type="info" title={t('payouts.form.pendingExists')} data-testid="payout-pending-exists" />
        ) : info.loaded ? (
          <PayoutRequestForm role={role} />
        ) : null}
      </Card>
      <Card small title={t('payouts.listTitle')} extra={<PayoutStatusFilter value={list.status} onChange={(status) => show(0, status)} />}>
        <PayoutRequestTable
          list={list}
          onPage={(offset) => show(offset, list.status)}
          testId="payout-request-table"
          actions={(request) =>
            request.status === 'pending' ? (
              <Button size="small" icon={<Icon icon={EditOutlined} />} onClick={() => setEditing(request)} data-testid="payout-edit">
                {t('payouts.edit')}
              </Button>
            ) : null
          }
        />
      </Card>
      <Dialog open={Boolean(editing)} title={t('payouts.editTitle')} footer={null} onCancel={closeEditor} wide>
        {editing && <PayoutRequestForm role={role} request={editing} onDone={closeEditor} />}
      </Dialog>
    </Stack>
  );
}

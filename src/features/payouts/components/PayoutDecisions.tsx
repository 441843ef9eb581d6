/**
 * Requests someone else decides: a studio its members' requests, administrators
 * those of studios and independent performers. Pending ones can be approved or
 * rejected, approved ones marked done (paid), each with an optional note.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Dialog } from '@/features/ui/components/Dialog';
import { Stack } from '@/features/ui/components/Stack';
import field from '@/features/ui/components/Field.module.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFormat } from '@/lib/format';
import type { PayoutDecisionBody, PayoutRequest, PayoutStatus } from '@/shared/schemas/payouts';
import { decidePayout, loadDecisionList, selectDecideState, selectDecisionList, type DecisionScope } from '../slice';
import { PayoutRequestTable } from './PayoutRequestTable';
import { PayoutStatusFilter } from './PayoutStatusFilter';

type Decision = PayoutDecisionBody['status'];
const DECISIONS: Record<PayoutStatus, Decision[]> = { pending: ['approved', 'rejected'], approved: ['done'], rejected: [], done: [] };

export function PayoutDecisions({ scope, initialStatus }: { scope: DecisionScope; initialStatus?: PayoutStatus }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectDecisionList);
  const decide = useAppSelector(selectDecideState);
  const [asking, setAsking] = useState<{ request: PayoutRequest; status: Decision } | null>(null);
  const [note, setNote] = useState('');

  useEffect(() => {
    dispatch(loadDecisionList({ scope, offset: 0, status: initialStatus }));
  }, [dispatch, scope, initialStatus]);

  // A page of the list as filtered, or the first of another status (none: every status; an absent one is not the current filter).
  const show = (offset: number, status: PayoutStatus | undefined) => dispatch(loadDecisionList({ scope, offset, status }));
  const ask = (request: PayoutRequest, status: Decision) => {
    setNote('');
    setAsking({ request, status });
  };
  const confirm = () => {
    if (!asking) return;
    dispatch(decidePayout({ scope, id: asking.request._id, body: { status: asking.status, adminNote: note.trim() || undefined } }));
    setAsking(null);
  };

  return (
    <Card
      small
      data-testid={`payout-decisions-${scope}`}
      title={scope === 'studio' ? t('payouts.decisions.memberTitle') : t('payouts.decisions.adminTitle')}
      extra={<PayoutStatusFilter value={list.status} onChange={(status) => show(0, status)} data-testid="payout-decisions-status" />}
    >
      <PayoutRequestTable
        list={list}
        showRequester
        onPage={(offset) => show(offset, list.status)}
        testId="payout-decision-table"
        actions={(request) => (
          <Stack gap={4} wrap>
            {DECISIONS[request.status].map((status) => (
              <Button
                key={status}
                size="small"
                type={status === 'rejected' ? 'default' : 'primary'}
                danger={status === 'rejected'}
                loading={decide.requesting && decide.id === request._id}
                onClick={() => ask(request, status)}
                data-testid={`payout-decide-${status}`}
              >
                {t(`payouts.decisions.${status}`)}
              </Button>
            ))}
          </Stack>
        )}
      />
      <Dialog
        open={Boolean(asking)}
        title={asking ? t(`payouts.decisions.${asking.status}`) : ''}
        okText={asking ? t(`payouts.decisions.${asking.status}`) : undefined}
        okDanger={asking?.status === 'rejected'}
        okTestId="payout-decide-confirm"
        onOk={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <>
            <p>
              {t(`payouts.decisions.confirm.${asking.status}`, {
                name: asking.request.requester.name,
                amount: format.tokens(asking.request.amount),
              })}
            </p>
            <textarea
              className={field.field}
              style={{ width: '100%', height: 'auto' }}
              aria-label={t('payouts.adminNote')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={1000}
              rows={3}
              placeholder={t('payouts.adminNote')}
              data-testid="payout-decide-note"
            />
          </>
        )}
      </Dialog>
    </Card>
  );
}

/**
 * The administration's refund requests, filtered by status (pending first shown): who
 * asked, for what, how much and why; a pending one is accepted (the tokens go back to the
 * buyer, the sale is reversed) or rejected, each with a note, which a rejection requires.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Chip, type ChipTone } from '@/features/ui/components/Chip';
import { Dialog } from '@/features/ui/components/Dialog';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { Notice } from '@/features/ui/components/Notice';
import { Stack } from '@/features/ui/components/Stack';
import field from '@/features/ui/components/Field.module.css';
import { REFUND_STATUSES } from '@/shared/constants';
import type { RefundDecision, RefundRequest, RefundStatus } from '@/shared/schemas/refunds';
import { decideRefund, loadAdminRefunds, REFUNDS_PAGE_SIZE, selectAdminRefunds, selectRefundDecide } from '../slice';

type Decision = RefundDecision['status'];
const TONES: Record<RefundStatus, ChipTone> = { pending: 'warning', accepted: 'success', rejected: 'red' };

export function AdminRefundsView() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectAdminRefunds);
  const decide = useAppSelector(selectRefundDecide);
  const [asking, setAsking] = useState<{ request: RefundRequest; status: Decision } | null>(null);
  const [note, setNote] = useState('');

  useEffect(() => {
    dispatch(loadAdminRefunds({ offset: 0, status: 'pending' }));
  }, [dispatch]);

  // The status chosen, or none for every status (an absent argument is not the current filter).
  const show = (offset: number, status: RefundStatus | undefined) => dispatch(loadAdminRefunds({ offset, status }));
  const ask = (request: RefundRequest, status: Decision) => {
    setNote('');
    setAsking({ request, status });
  };
  const noteMissing = asking?.status === 'rejected' && !note.trim();
  const confirm = () => {
    if (!asking || noteMissing) return;
    dispatch(decideRefund({ id: asking.request._id, body: { status: asking.status, note: note.trim() || undefined } }));
    setAsking(null);
  };

  const columns: ListColumn<RefundRequest>[] = [
    { key: 'date', title: t('admin.refunds.date'), render: (_: unknown, request) => formatDate(request.createdAt) },
    { key: 'buyer', title: t('admin.refunds.buyer'), render: (_: unknown, request) => request.buyer.name },
    {
      key: 'item',
      title: t('admin.refunds.item'),
      render: (_: unknown, request) => (
        <span data-testid="refund-item">
          {request.title} ({t(`admin.refunds.types.${request.itemType}`)})
        </span>
      ),
    },
    { key: 'performer', title: t('admin.refunds.performer'), render: (_: unknown, request) => request.performer.name },
    { key: 'price', title: t('admin.refunds.price'), render: (_: unknown, request) => format.tokens(request.price) },
    { key: 'reason', title: t('admin.refunds.reason'), render: (_: unknown, request) => request.reason },
    {
      key: 'status',
      title: t('admin.refunds.status'),
      render: (_: unknown, request) => (
        <Stack vertical gap={4}>
          <Chip tone={TONES[request.status]} data-testid="admin-refund-status">
            {t(`admin.refunds.statuses.${request.status}`)}
          </Chip>
          {request.note && <span>{request.note}</span>}
        </Stack>
      ),
    },
    {
      key: 'actions',
      render: (_: unknown, request) =>
        request.status === 'pending' && (
          <Stack gap={4} wrap>
            <Button
              size="small"
              type="primary"
              loading={decide.requesting && decide.id === request._id}
              onClick={() => ask(request, 'accepted')}
              data-testid="refund-accept"
            >
              {t('admin.refunds.accept')}
            </Button>
            <Button size="small" danger onClick={() => ask(request, 'rejected')} data-testid="refund-reject">
              {t('admin.refunds.reject')}
            </Button>
          </Stack>
        ),
    },
  ];

  return (
    <Card
      small
      title={t('admin.refunds.title')}
      extra={
        <select
          className={field.field}
          value={list.status ?? ''}
          onChange={(event) => show(0, (event.target.value || undefined) as RefundStatus | undefined)}
          aria-label={t('admin.refunds.status')}
          style={{ minWidth: 150 }}
          data-testid="admin-refunds-status"
        >
          <option value="">{t('admin.refunds.allStatuses')}</option>
          {REFUND_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.refunds.statuses.${status}`)}
            </option>
          ))}
        </select>
      }
    >
      {decide.error && <Notice type="error" title={t(decide.error, { ns: 'common' })} data-testid="refund-decide-error" />}
      <ListTable
        list={list}
        columns={columns}
        emptyText={t('admin.refunds.empty')}
        paging={{ offset: list.offset, total: list.total, pageSize: REFUNDS_PAGE_SIZE, onOffset: (offset) => show(offset, list.status) }}
        scroll={{ x: 'max-content' }}
        data-testid="admin-refunds"
      />
      <Dialog
        open={Boolean(asking)}
        title={asking ? t(`admin.refunds.${asking.status === 'accepted' ? 'accept' : 'reject'}`) : ''}
        okText={asking ? t(`admin.refunds.${asking.status === 'accepted' ? 'accept' : 'reject'}`) : undefined}
        okDanger={asking?.status === 'rejected'}
        okDisabled={noteMissing}
        okTestId="refund-decide-confirm"
        onOk={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <>
            <p>
              {t(`admin.refunds.confirm.${asking.status}`, {
                name: asking.request.buyer.name,
                amount: format.tokens(asking.request.price),
                title: asking.request.title,
              })}
            </p>
            <textarea
              className={field.field}
              style={{ width: '100%', height: 'auto' }}
              aria-label={t('admin.refunds.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={1000}
              rows={3}
              placeholder={asking.status === 'rejected' ? t('admin.refunds.noteRequired') : t('admin.refunds.note')}
              data-testid="refund-decide-note"
            />
          </>
        )}
      </Dialog>
    </Card>
  );
}

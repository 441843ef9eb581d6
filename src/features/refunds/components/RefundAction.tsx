/**
 * A purchase's refund, in the buyer's list of purchases: the status of its latest request
 * (pending, accepted, rejected with the administrator's note), and "Ask for a refund" while
 * none is open or accepted, which opens a dialog asking why.
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/features/ui/components/Button';
import { Chip, type ChipTone } from '@/features/ui/components/Chip';
import { CheckedForm, TextAreaField, textOf } from '@/features/ui/components/CheckedForm';
import { Dialog } from '@/features/ui/components/Dialog';
import { Notice } from '@/features/ui/components/Notice';
import { Stack } from '@/features/ui/components/Stack';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import type { RefundStatus } from '@/shared/schemas/refunds';
import { askRefund, openRefundAsk, selectOwnRefunds, selectRefundAsk } from '../slice';

const TONES: Record<RefundStatus, ChipTone> = { pending: 'warning', accepted: 'success', rejected: 'red' };

/** `refundStatus`: what the list of purchases said; a request asked or decided since wins. */
export function RefundAction({ purchaseId, refundStatus }: { purchaseId: string; refundStatus: RefundStatus | null }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectOwnRefunds)[purchaseId];
  const status = request?.status ?? refundStatus;
  return (
    <Stack gap={8} wrap align="center">
      {status && (
        <Chip tone={TONES[status]} title={status === 'rejected' ? (request?.note ?? undefined) : undefined} data-testid="refund-status">
          {t(`refunds.statuses.${status}`)}
        </Chip>
      )}
      {status === 'rejected' && request?.note && <span data-testid="refund-note">{request.note}</span>}
      {status !== 'pending' && status !== 'accepted' && (
        <Button size="small" onClick={() => dispatch(openRefundAsk(purchaseId))} data-testid="refund-ask">
          {t('refunds.ask')}
        </Button>
      )}
    </Stack>
  );
}

/** The dialog of the purchase a refund is being asked for: the reason, required. */
export function RefundAskDialog({ title }: { title: (purchaseId: string) => string }) {
  const { t } = useTranslation('account');
  const { required } = useFieldChecks();
  const dispatch = useAppDispatch();
  const ask = useAppSelector(selectRefundAsk);
  const purchaseId = ask.purchaseId;
  return (
    <Dialog
      open={purchaseId !== null}
      title={t('refunds.ask')}
      okText={t('refunds.send')}
      cancelText={t('videos.cancel')}
      okForm="refund-ask-form"
      okLoading={ask.requesting}
      okTestId="refund-send"
      onCancel={() => dispatch(openRefundAsk(null))}
      closable={!ask.requesting}
      maskClosable={false}
    >
      {purchaseId && (
        <>
          <p>{t('refunds.askIntro', { title: title(purchaseId) })}</p>
          <CheckedForm
            id="refund-ask-form"
            size="middle"
            check={(data) => ({ reason: required(textOf(data, 'reason')) })}
            onValid={(data) => !ask.requesting && dispatch(askRefund({ purchaseId, reason: textOf(data, 'reason').trim() }))}
          >
            <TextAreaField name="reason" label={t('refunds.reason')} rows={3} maxLength={1000} data-testid="refund-reason" />
          </CheckedForm>
          {ask.error && <Notice type="error" title={t(ask.error, { ns: 'common' })} data-testid="refund-ask-error" />}
        </>
      )}
    </Dialog>
  );
}

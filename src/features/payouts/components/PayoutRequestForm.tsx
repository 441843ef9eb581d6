/**
 * A new payout request, or an edit of the pending one: a range of days, a method
 * with saved payment information and a note. Shows what the range would cover and
 * the minimum before it is sent.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, ButtonLink } from '@/features/ui/components/Button';
import { Notice } from '@/features/ui/components/Notice';
import { Stack } from '@/features/ui/components/Stack';
import { Statistic } from '@/features/ui/components/Statistic';
import field from '@/features/ui/components/Field.module.css';
import styles from './PayoutRequestForm.module.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useSaveOutcome } from '@/features/ui/hooks/useSaveOutcome';
import { DayRangePicker } from '@/features/earnings/components/DayRangePicker';
import { useFormat } from '@/lib/format';
import { DAY_FORMAT, lastDays, toApiRange, type DayRange } from '@/features/earnings/range';
import { formatDate } from '@/lib/dates';
import type { EarnerRole } from '@/shared/schemas/earnings';
import type { PayoutMethod, PayoutRequest } from '@/shared/schemas/payouts';
import { payoutValueMinor, tokenValueE4 } from '@/shared/payouts';
import { loadPayoutPreview, resetSubmit, selectPayoutPreview, selectSavedMethods, selectSubmitState, submitPayoutRequest } from '../slice';

export const PAYMENT_INFORMATION_PATH: Record<EarnerRole, string> = {
  performer: '/performer/payment-information',
  studio: '/studio/payment-information',
};

const rangeOf = (request?: PayoutRequest): DayRange =>
  request ? { from: formatDate(request.fromDate, DAY_FORMAT), to: formatDate(request.toDate, DAY_FORMAT) } : lastDays(365);

/** A field of the form with its label above it; `htmlFor` ties the label to a single input. */
function Item({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      {htmlFor ? (
        <label htmlFor={htmlFor} className={styles.label}>
          {label}
        </label>
      ) : (
        <span className={styles.label}>{label}</span>
      )}
      {children}
    </div>
  );
}

export function PayoutRequestForm({ role, request, onDone }: { role: EarnerRole; request?: PayoutRequest; onDone?: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormat();
  const dispatch = useAppDispatch();
  const savedMethods = useAppSelector(selectSavedMethods);
  const preview = useAppSelector(selectPayoutPreview);
  const submit = useAppSelector(selectSubmitState);
  const [range, setRange] = useState<DayRange>(() => rangeOf(request));
  const [method, setMethod] = useState<PayoutMethod | undefined>(request?.paymentAccountType);
  const [note, setNote] = useState(request?.requestNote ?? '');
  const [sent, setSent] = useState(false);

  useEffect(() => {
    dispatch(resetSubmit());
  }, [dispatch]);
  useEffect(() => {
    dispatch(loadPayoutPreview({ role, range }));
  }, [dispatch, role, range]);
  // The saga says the request was saved; the form only closes its dialog.
  useSaveOutcome(submit, { onSuccess: onDone });

  // An edit takes the request's own earnings back before counting: they are not in the preview.
  const covered = (preview.data?.amount ?? 0) + (request?.amount ?? 0);
  const minimum = preview.data?.minimumPayout ?? 0;
  // What the covered tokens are paid out at, in cents as the server counts them (half a cent up).
  // What the server will record for these tokens, in the currency.
  const worth = (tokens: number, tokenValue: number) =>
    Number(payoutValueMinor(BigInt(Math.round(tokens * 100)), tokenValueE4(tokenValue))) / 100;

  if (!savedMethods.length) {
    return (
      <Notice
        type="warning"
        title={t('payouts.form.noPaymentInformation')}
        action={
          <ButtonLink href={PAYMENT_INFORMATION_PATH[role]} size="small">
            {t('payouts.form.addPaymentInformation')}
          </ButtonLink>
        }
        data-testid="payout-needs-payment-information"
      />
    );
  }

  const chosenMethod = method ?? savedMethods[0];
  const send = () => {
    setSent(true);
    dispatch(
      submitPayoutRequest({
        role,
        id: request?._id,
        body: { ...toApiRange(range), paymentAccountType: chosenMethod, requestNote: note.trim() || undefined },
      }),
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      data-testid="payout-request-form"
    >
      <Stack wrap gap={16}>
        <Item label={t('payouts.form.period')}>
          <DayRangePicker value={range} onChange={setRange} testId="payout-range" />
        </Item>
        <Item label={t('payouts.form.method')} htmlFor="payout-method">
          <select
            id="payout-method"
            className={field.field}
            value={chosenMethod}
            onChange={(event) => setMethod(event.target.value as PayoutMethod)}
            style={{ minWidth: 200 }}
            data-testid="payout-method"
          >
            {savedMethods.map((m) => (
              <option key={m} value={m}>
                {t(`payouts.methods.${m}`)}
              </option>
            ))}
          </select>
        </Item>
      </Stack>
      <Item label={t('payouts.requestNote')} htmlFor="payout-note">
        <textarea
          id="payout-note"
          className={`${field.field} ${styles.note}`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={1000}
          rows={2}
          data-testid="payout-note"
        />
      </Item>
      <Stack wrap gap={24} align="center" style={{ marginBottom: 16 }}>
        <Statistic
          title={t('payouts.form.amount')}
          value={format.tokens(covered)}
          loading={preview.requesting}
          data-testid="payout-preview-amount"
        />
        {preview.data && (
          <Statistic
            title={t('payouts.form.value', { value: format.money(preview.data.tokenValue, preview.data.value.currency) })}
            value={format.money(worth(covered, preview.data.tokenValue), preview.data.value.currency)}
            loading={preview.requesting}
            data-testid="payout-preview-value"
          />
        )}
        <Statistic title={t('payouts.form.minimum')} value={format.tokens(minimum)} loading={preview.requesting} />
      </Stack>
      {!preview.requesting && preview.data && covered < minimum && (
        <Notice type="info" className="form-notice" title={t('payouts.form.belowMinimum')} />
      )}
      {sent && submit.error && (
        <Notice type="error" className="form-notice" title={t(submit.error, { ns: 'common' })} data-testid="payout-submit-error" />
      )}
      <Button
        type="primary"
        htmlType="submit"
        loading={submit.requesting}
        disabled={preview.requesting || covered < minimum || covered <= 0}
        data-testid="payout-submit"
      >
        {request ? t('payouts.form.saveChanges') : t('payouts.form.submit')}
      </Button>
    </form>
  );
}

/**
 * Credits or debits tokens with a reason: one ledger adjustment. A debit cannot take
 * the balance below zero (the server refuses it and nothing changes).
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { MAX_ADJUSTMENT } from '@/shared/constants';
import { Choices } from '@/features/ui/components/Choices';
import { CheckedForm, FormItem, NumberField, TextAreaField, numberOf, textOf } from '@/features/ui/components/CheckedForm';
import { Dialog } from '@/features/ui/components/Dialog';
import { Muted } from '@/features/ui/components/Muted';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { useFormat } from '@/lib/format';

const FORM_ID = 'account-balance-form';

type Direction = 'credit' | 'debit';

/** Hundredths at most: what the ledger keeps. */
const inHundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

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
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <Dialog
      open={open}
      title={t('admin.accounts.balance.title')}
      okText={t('admin.accounts.balance.confirm')}
      cancelText={t('admin.accounts.cancel')}
      okLoading={running}
      okTestId="balance-confirm"
      okForm={FORM_ID}
      onCancel={onClose}
    >
      <p>
        <Muted>{t('admin.accounts.balance.current', { balance: format.tokens(balance) })}</Muted>
      </p>
      {/* Drawn anew each time the dialog opens (a credit again); the dialog's OK sends it. */}
      <BalanceForm onAdjust={onAdjust} />
    </Dialog>
  );
}

function BalanceForm({ onAdjust }: { onAdjust: (amount: number, reason: string) => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const checks = useFieldChecks();
  const [direction, setDirection] = useState<Direction>('credit');

  const checkAmount = (amount: number | null) => {
    if (amount === null) return checks.required('');
    if (amount <= 0 || !inHundredths(amount)) return t('admin.accounts.balance.amountRule');
    return amount > MAX_ADJUSTMENT ? t('admin.accounts.balance.amountMax', { max: format.tokens(MAX_ADJUSTMENT) }) : undefined;
  };
  const send = (data: FormData) => {
    const amount = numberOf(data, 'amount') ?? 0;
    onAdjust(direction === 'debit' ? -amount : amount, textOf(data, 'reason').trim());
  };

  return (
    <CheckedForm
      id={FORM_ID}
      size="middle"
      check={(data) => ({ amount: checkAmount(numberOf(data, 'amount')), reason: checks.required(textOf(data, 'reason')) })}
      onValid={send}
    >
      <FormItem>
        <Choices<Direction>
          name="direction"
          legend={t('admin.accounts.balance.title')}
          legendHidden
          value={direction}
          onChange={setDirection}
          options={[
            { value: 'credit', label: t('admin.accounts.balance.credit') },
            { value: 'debit', label: t('admin.accounts.balance.debit') },
          ]}
        />
      </FormItem>
      <NumberField
        name="amount"
        label={t('admin.accounts.balance.amount')}
        min={0.01}
        max={MAX_ADJUSTMENT}
        step={0.01}
        data-testid="balance-amount"
      />
      <TextAreaField name="reason" label={t('admin.accounts.reason')} rows={2} maxLength={500} data-testid="balance-reason" />
    </CheckedForm>
  );
}

/**
 * A user pays the performer of the conversation an amount of their choosing for what
 * the note says (a custom request agreed in messages): POST /member/send-pay-token/{id}.
 * The payment shows in the thread as its message; the balance moves at once. One key
 * per opening (`paymentOpened`), so a second click or a retry after a lost answer pays once.
 */
import { useTranslation } from 'next-i18next/pages';
import { CheckedForm, NumberField, TextAreaField, numberOf, textOf } from '@/features/ui/components/CheckedForm';
import { Dialog } from '@/features/ui/components/Dialog';
import { Notice } from '@/features/ui/components/Notice';
import { MAX_DIRECT_PAYMENT, MAX_PAYMENT_NOTE_LENGTH } from '@/shared/constants';
import { MSG } from '@/shared/messages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { payPerformer, paymentClosed, selectPayment } from '../slice';

const FORM_ID = 'pay-performer-form';

interface Props {
  performerId: string;
  performerName: string;
}

export function PayPerformerDialog({ performerId, performerName }: Props) {
  const { t } = useTranslation(['live', 'common']);
  const dispatch = useAppDispatch();
  const payment = useAppSelector(selectPayment);

  const check = (data: FormData) => {
    const amount = numberOf(data, 'token');
    const note = textOf(data, 'note').trim();
    return {
      token:
        amount === null
          ? t(MSG.required, { ns: 'common' })
          : !Number.isInteger(amount)
            ? t(MSG.number, { ns: 'common' })
            : amount < 1 || amount > MAX_DIRECT_PAYMENT
              ? t(MSG.between, { ns: 'common' })
              : undefined,
      note: note ? undefined : t(MSG.required, { ns: 'common' }),
    };
  };

  return (
    <Dialog
      open={payment.open}
      title={t('messages.payment.title', { name: performerName })}
      okText={t('messages.payment.pay')}
      okForm={FORM_ID}
      okLoading={payment.requesting}
      okTestId="pay-performer-submit"
      closable={!payment.requesting}
      maskClosable={false}
      onCancel={() => dispatch(paymentClosed())}
    >
      <CheckedForm
        id={FORM_ID}
        size="middle"
        check={check}
        onValid={(data) =>
          dispatch(
            payPerformer({ performerId, token: numberOf(data, 'token')!, note: textOf(data, 'note').trim(), idempotencyKey: payment.key }),
          )
        }
        data-testid="pay-performer-form"
      >
        <NumberField
          name="token"
          label={t('messages.payment.amount')}
          suffix={t('messages.payment.tokens')}
          min={1}
          max={MAX_DIRECT_PAYMENT}
          width={200}
          data-testid="pay-performer-amount"
        />
        <TextAreaField
          name="note"
          label={t('messages.payment.note')}
          hint={t('messages.payment.noteHint')}
          rows={3}
          maxLength={MAX_PAYMENT_NOTE_LENGTH}
          data-testid="pay-performer-note"
        />
        {payment.error && <Notice type="error" title={payment.error} data-testid="pay-performer-error" />}
      </CheckedForm>
    </Dialog>
  );
}

/** The rejection of an account: the reason, required, which is mailed to the account. */
import { useTranslation } from 'next-i18next/pages';
import { Dialog } from '@/features/ui/components/Dialog';
import { Muted } from '@/features/ui/components/Muted';
import { CheckedForm, TextAreaField, textOf } from '@/features/ui/components/CheckedForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { askRejectionReason, decideVerification, selectRejecting, selectVerificationQueue } from '../slice';

const FORM_ID = 'verification-reject-form';

export function RejectDialog() {
  const { t } = useTranslation(['admin', 'common']);
  const dispatch = useAppDispatch();
  const item = useAppSelector(selectRejecting);
  const { deciding } = useAppSelector(selectVerificationQueue);

  const check = (data: FormData) => ({
    reason: textOf(data, 'reason').trim()
      ? undefined
      : t('Please give the reason for the rejection: it is mailed to the account', { ns: 'common' }),
  });
  const send = (data: FormData) => {
    if (item) dispatch(decideVerification({ item, body: { approved: false, reason: textOf(data, 'reason').trim() } }));
  };

  return (
    <Dialog
      open={Boolean(item)}
      title={t('admin.verifications.rejectTitle', { name: item?.name ?? '' })}
      okText={t('admin.verifications.reject')}
      cancelText={t('admin.verifications.cancel')}
      okDanger
      okLoading={Boolean(item) && deciding === item?._id}
      okTestId="verification-reject-confirm"
      okForm={FORM_ID}
      onCancel={() => dispatch(askRejectionReason(null))}
    >
      <p>
        <Muted>{t('admin.verifications.rejectHint')}</Muted>
      </p>
      {/* Drawn anew each time the dialog opens; the dialog's OK sends it. */}
      <CheckedForm id={FORM_ID} check={check} onValid={send}>
        <TextAreaField name="reason" label={t('admin.verifications.reason')} rows={4} maxLength={1000} />
      </CheckedForm>
    </Dialog>
  );
}

/** Asks the reason of a suspension (required) before suspending; the account's sessions and sockets end at once. */
import { useTranslation } from 'next-i18next/pages';
import { CheckedForm, TextAreaField, textOf } from '@/features/ui/components/CheckedForm';
import { Dialog } from '@/features/ui/components/Dialog';
import { Muted } from '@/features/ui/components/Muted';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';

const FORM_ID = 'account-suspend-form';

export function SuspendDialog({
  open,
  running,
  onSuspend,
  onClose,
}: {
  open: boolean;
  running: boolean;
  onSuspend: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const checks = useFieldChecks();
  return (
    <Dialog
      open={open}
      title={t('admin.accounts.suspend.title')}
      okText={t('admin.accounts.suspend.confirm')}
      cancelText={t('admin.accounts.cancel')}
      okDanger
      okLoading={running}
      okTestId="suspend-confirm"
      okForm={FORM_ID}
      onCancel={onClose}
    >
      <p>
        <Muted>{t('admin.accounts.suspend.explain')}</Muted>
      </p>
      {/* Drawn anew each time the dialog opens; the dialog's OK sends it. */}
      <CheckedForm
        id={FORM_ID}
        size="middle"
        check={(data) => ({ reason: checks.required(textOf(data, 'reason')) })}
        onValid={(data) => onSuspend(textOf(data, 'reason').trim())}
      >
        <TextAreaField name="reason" label={t('admin.accounts.reason')} rows={3} maxLength={500} data-testid="suspend-reason" />
      </CheckedForm>
    </Dialog>
  );
}

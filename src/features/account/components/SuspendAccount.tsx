/**
 * The danger zone: suspending the account after confirming the password
 * (docs/domain.md#account-status-and-review). On success the saga logs the visitor out and takes them home.
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { CheckedForm, PasswordField, textOf } from '@/features/ui/components/CheckedForm';
import { Dialog } from '@/features/ui/components/Dialog';
import { Icon } from '@/features/ui/components/Icon';
import { Muted } from '@/features/ui/components/Muted';
import { Notice } from '@/features/ui/components/Notice';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSuspendState, suspendAccount } from '../slice';
import styles from './SuspendAccount.module.css';

const FORM_ID = 'suspend-form';

export function SuspendAccount() {
  const { t } = useTranslation(['account', 'common']);
  const checks = useFieldChecks();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSuspendState);
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const close = () => {
    setOpen(false);
    setSubmitted(false);
  };

  const submit = (data: FormData) => {
    setSubmitted(true);
    dispatch(suspendAccount({ password: textOf(data, 'password') }));
  };

  return (
    <Card title={t('settings.suspend.title')} className={styles.danger} data-testid="suspend-card">
      <p className={styles.text}>{t('settings.suspend.text')}</p>
      <Button type="primary" danger icon={<Icon icon={StopOutlined} />} onClick={() => setOpen(true)} data-testid="suspend-open">
        {t('settings.suspend.button')}
      </Button>
      <Dialog
        open={open}
        title={t('settings.suspend.confirmTitle')}
        okText={t('settings.suspend.confirm')}
        cancelText={t('settings.suspend.cancel')}
        okDanger
        okLoading={state.requesting}
        okForm={FORM_ID}
        onCancel={close}
      >
        <p>
          <Muted>{t('settings.suspend.confirmText')}</Muted>
        </p>
        {/* Drawn anew each time the dialog opens; the dialog's OK sends it. */}
        <CheckedForm
          id={FORM_ID}
          size="middle"
          // Any password typed is sent, spaces too: the server judges it.
          check={(data) => ({ password: textOf(data, 'password') ? undefined : checks.required('') })}
          onValid={submit}
          data-testid="suspend-form"
        >
          <PasswordField
            name="password"
            label={t('settings.suspend.password')}
            icon={<Icon icon={LockOutlined} />}
            autoComplete="current-password"
            maxLength={100}
          />
        </CheckedForm>
        {submitted && state.error && <Notice type="error" title={t(state.error, { ns: 'common' })} data-testid="suspend-error" />}
      </Dialog>
    </Card>
  );
}

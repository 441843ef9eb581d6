/** Asks for a new e-mail verification link. */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { resendVerification } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { useRegistrationFlow } from '../hooks/useRegistrationFlow';
import { EmailField } from './account-fields';
import { textOf } from '@/features/ui/components/CheckedForm';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { FlowForm, FlowSuccess } from './flow-form';

export function ResendVerificationForm() {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const state = useRegistrationFlow('resendVerification');
  const checks = useFieldChecks();
  const backToLogin = <Link href={LOGIN_PATHS.user}>{t('auth.backToLogin')}</Link>;

  if (state.success) {
    return (
      <FlowSuccess
        icon={<Icon icon={MailOutlined} />}
        title={t('resend.success.title')}
        message={state.message}
        next={backToLogin}
        testId="resend-success"
      />
    );
  }

  return (
    <AuthCard title={t('resend.title')}>
      <p style={{ marginTop: 0 }}>{t('resend.intro')}</p>
      <FlowForm
        check={(data) => ({ email: checks.email(textOf(data, 'email')) })}
        onValid={(data) => dispatch(resendVerification(textOf(data, 'email').trim()))}
        request={state}
        submitText={t('resend.submit')}
        testIds={{ form: 'resend-form', error: 'resend-error', submit: 'resend-submit' }}
        links={backToLogin}
      >
        <EmailField />
      </FlowForm>
    </AuthCard>
  );
}

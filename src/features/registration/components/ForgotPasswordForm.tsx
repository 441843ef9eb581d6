/** Asks for a password-reset link for one kind of account. */
import { useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { forgotPassword } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { useRegistrationFlow } from '../hooks/useRegistrationFlow';
import { EmailField } from './account-fields';
import { Choices } from '@/features/ui/components/Choices';
import { FormItem, textOf } from '@/features/ui/components/CheckedForm';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { FlowForm, FlowSuccess } from './flow-form';
import type { AccountType } from '@/shared/schemas/auth';

const ACCOUNT_TYPES: AccountType[] = ['user', 'performer', 'studio'];

export function ForgotPasswordForm({ initialType }: { initialType: AccountType }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const state = useRegistrationFlow('forgotPassword');
  const checks = useFieldChecks();
  // The back-to-login link follows the chosen type, also after success.
  const [type, setType] = useState<AccountType>(initialType);
  const backToLogin = <Link href={LOGIN_PATHS[type]}>{t('auth.backToLogin')}</Link>;

  const send = (data: FormData) => dispatch(forgotPassword({ email: textOf(data, 'email').trim(), type }));

  if (state.success) {
    return (
      <FlowSuccess
        icon={<Icon icon={MailOutlined} />}
        title={t('forgot.success.title')}
        message={state.message}
        next={backToLogin}
        testId="forgot-success"
      />
    );
  }

  return (
    <AuthCard title={t('forgot.title')}>
      <p style={{ marginTop: 0 }}>{t('forgot.intro')}</p>
      <FlowForm
        check={(data) => ({ email: checks.email(textOf(data, 'email')) })}
        onValid={send}
        request={state}
        submitText={t('forgot.submit')}
        testIds={{ form: 'forgot-form', error: 'forgot-error', submit: 'forgot-submit' }}
        links={backToLogin}
      >
        <FormItem>
          <Choices<AccountType>
            name="type"
            legend={t('auth.accountType')}
            block
            options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`auth.accountType.${value}`) }))}
            value={type}
            onChange={setType}
          />
        </FormItem>
        <EmailField />
      </FlowForm>
    </AuthCard>
  );
}

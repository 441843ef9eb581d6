/**
 * Spends an e-mail verification link as soon as the page opens and shows how it
 * went: a spinner, then the login of the confirmed account or the error with a
 * way to get a new link.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch } from '@/store/hooks';
import { verifyEmail } from '../slice';
import { loginPathFor } from '../paths';
import { useRegistrationFlow } from '../hooks/useRegistrationFlow';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { Outcome } from '@/features/ui/components/Outcome';
import { MSG } from '@/shared/messages';

export function VerifyEmailStatus({ token }: { token: string | undefined }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const state = useRegistrationFlow('verifyEmail');

  useEffect(() => {
    // The saga takes the first of repeated dispatches, so strict mode's second effect does not spend the link twice.
    if (token) dispatch(verifyEmail(token));
  }, [dispatch, token]);

  const resend = <Link href="/auth/resend-verification">{t('verify.resend')}</Link>;
  const error = token ? state.error : MSG.invalidLink;

  let content;
  if (error) {
    content = (
      <Outcome
        status="error"
        title={t('verify.failed.title')}
        text={t(error, { ns: 'common' })}
        action={resend}
        data-testid="verify-error"
      />
    );
  } else if (state.success) {
    content = (
      <Outcome
        status="success"
        title={t('verify.success.title')}
        text={state.message ? t(state.message, { ns: 'common' }) : undefined}
        action={<Link href={loginPathFor(state.role)}>{t('register.goToLogin')}</Link>}
        data-testid="verify-success"
      />
    );
  } else {
    // Idle counts as busy too: the effect dispatches right after the first render.
    content = <Outcome status="waiting" title={t('verify.checking')} data-testid="verify-pending" />;
  }

  return <AuthCard title={t('verify.title')}>{content}</AuthCard>;
}

/**
 * A rejected performer or studio sends new documents with the link of the rejection
 * mail (they cannot log in meanwhile); the account then waits for review again.
 */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch } from '@/store/hooks';
import { resubmitDocuments, type DocumentAccountType } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { useRegistrationFlow } from '../hooks/useRegistrationFlow';
import { appendDocuments, documentProblems } from './DocumentUploadField';
import { DocumentFields } from './account-fields';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { FlowForm, FlowSuccess, InvalidLinkCard } from './flow-form';

export function ResubmitDocumentsForm({ token, kind }: { token: string | undefined; kind: DocumentAccountType }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const state = useRegistrationFlow('resubmitDocuments');
  // A rejected account's login mails a new link: the way on from a lost or expired one.
  const newLink = <Link href={LOGIN_PATHS[kind]}>{t('resubmit.lostLink')}</Link>;

  if (!token) return <InvalidLinkCard next={newLink} testId="resubmit-no-token" />;

  if (state.success) {
    return (
      <FlowSuccess
        title={t('resubmit.success')}
        message={state.message}
        next={<Link href={LOGIN_PATHS[kind]}>{t('register.goToLogin')}</Link>}
        testId="resubmit-success"
      />
    );
  }

  const send = (values: FormData) => {
    const form = new FormData();
    form.append('token', token);
    appendDocuments(form, values);
    dispatch(resubmitDocuments(form));
  };

  return (
    <AuthCard wide title={t('resubmit.title')}>
      <p style={{ marginTop: 0 }}>{t('resubmit.intro')}</p>
      <FlowForm
        check={(data) => documentProblems(data, t)}
        onValid={send}
        request={state}
        submitText={t('resubmit.submit')}
        testIds={{ form: 'resubmit-form', error: 'resubmit-error', submit: 'resubmit-submit' }}
        links={newLink}
      >
        <DocumentFields />
      </FlowForm>
    </AuthCard>
  );
}

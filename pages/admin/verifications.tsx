import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { VerificationQueueView } from '@/features/admin-verifications/components/VerificationQueueView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** The review queue: performers and studios waiting for approval, with their documents. */
export default definePage(function AdminVerificationsPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('admin.verifications.title')} testId="admin-verifications-page">
      <VerificationQueueView />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);

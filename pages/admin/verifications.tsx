import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { VerificationQueueView } from '@/features/admin-verifications/components/VerificationQueueView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** The review queue: performers and studios waiting for approval, with their documents. */
export default definePage(titledPage('admin.verifications.title', 'admin-verifications-page', <VerificationQueueView />, 'admin'), access);

export const getServerSideProps = serverPageProps(access);

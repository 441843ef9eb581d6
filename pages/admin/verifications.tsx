import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { VerificationQueueView } from '@/features/admin-verifications/components/VerificationQueueView';
import adminVerifications from '@/features/admin-verifications/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminVerifications };

/** The review queue: performers and studios waiting for approval, with their documents. */
export default definePage(
  titledPage('admin.verifications.title', 'admin-verifications-page', <VerificationQueueView />, 'admin'),
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

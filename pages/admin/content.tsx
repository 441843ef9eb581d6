import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AdminContentView } from '@/features/content-moderation/components/AdminContentView';
import contentModeration from '@/features/content-moderation/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { contentModeration };

/** What performers sell: take an item down with a reason, or restore it. */
export default definePage(titledPage('admin.content.title', 'admin-content-page', <AdminContentView />, 'admin'), access, features);

export const getServerSideProps = serverPageProps(access);

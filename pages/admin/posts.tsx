import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PostsView } from '@/features/admin-catalogue/components/PostsView';
import adminCatalogue from '@/features/admin-catalogue/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminCatalogue };

/** The content pages (terms, privacy, the 18+ notice...): title and body per language, published or draft. */
export default definePage(titledPage('admin.catalogue.postsTitle', 'admin-posts-page', <PostsView />, 'admin'), access, features);

export const getServerSideProps = serverPageProps(access);

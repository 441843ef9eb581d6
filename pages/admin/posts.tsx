import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { PostsView } from '@/features/admin-catalogue/components/PostsView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** The content pages (terms, privacy, the 18+ notice...): title and body per language, published or draft. */
export default definePage(function AdminPostsPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('admin.catalogue.postsTitle')} testId="admin-posts-page">
      <PostsView />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);

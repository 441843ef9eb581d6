import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { CategoriesView } from '@/features/admin-catalogue/components/CategoriesView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** The performer categories: order, names and descriptions per language, active or hidden. */
export default definePage(function AdminCategoriesPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('admin.catalogue.categoriesTitle')} testId="admin-categories-page">
      <CategoriesView />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);

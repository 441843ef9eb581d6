import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { CategoriesView } from '@/features/admin-catalogue/components/CategoriesView';
import adminCatalogue from '@/features/admin-catalogue/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminCatalogue };

/** The performer categories: order, names and descriptions per language, active or hidden. */
export default definePage(
  titledPage('admin.catalogue.categoriesTitle', 'admin-categories-page', <CategoriesView />, 'admin'),
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

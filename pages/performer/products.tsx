import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PerformerProductsView } from '@/features/products/components/PerformerProductsView';
import products from '@/features/products/slice';
import itemTranslations from '@/features/item-translations/slice';

const access: PageAccess = { layout: 'default', role: 'performer' };
const features = { products, itemTranslations };

/** The performer's products: the list, uploads and changes. */
export default definePage(titledPage('products.title', 'performer-products-page', <PerformerProductsView />, 'account'), access, features);

export const getServerSideProps = serverPageProps(access);

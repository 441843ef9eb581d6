import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PurchasedProductsView } from '@/features/products/components/PurchasedProductsView';
import products from '@/features/products/slice';

const access: PageAccess = { layout: 'default', role: 'user' };
const features = { products };

/** The viewer's bought products. */
export default definePage(
  titledPage('products.boughtTitle', 'purchased-products-page', <PurchasedProductsView />, 'account'),
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

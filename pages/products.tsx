import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { ProductBrowser } from '@/features/products/components/ProductBrowser';
import products from '@/features/products/slice';

const access: PageAccess = { layout: 'primary' };
const features = { products };

/** Every performer's products: search, order and pages in the address. */
export default definePage(titledPage('products.title', 'products-page', <ProductBrowser />), access, features);

export const getServerSideProps = serverPageProps(access);

import { useRouter } from 'next/router';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ProductView } from '@/features/products/components/ProductView';
import products from '@/features/products/slice';

const access: PageAccess = { layout: 'primary' };
const features = { products };

/** A performer's product: its picture and description, buying it, and downloading a bought digital one. */
function ProductPage() {
  const id = String(useRouter().query.id ?? '');
  return <ProductView id={id} />;
}

export default definePage(ProductPage, access, features);

export const getServerSideProps = serverPageProps(access);

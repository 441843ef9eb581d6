import { useRouter } from 'next/router';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { GalleryView } from '@/features/galleries/components/GalleryView';
import galleries from '@/features/galleries/slice';

const access: PageAccess = { layout: 'primary' };
const features = { galleries };

/** A performer's photo gallery: its photos, or the way to buy it. */
function GalleryPage() {
  const id = String(useRouter().query.id ?? '');
  return <GalleryView id={id} />;
}

export default definePage(GalleryPage, access, features);

export const getServerSideProps = serverPageProps(access);

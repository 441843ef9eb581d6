import { useRouter } from 'next/router';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { GalleryView } from '@/features/galleries/components/GalleryView';

const access: PageAccess = { layout: 'primary' };

/** A performer's photo gallery: its photos, or the way to buy it. */
function GalleryPage() {
  const id = String(useRouter().query.id ?? '');
  return <GalleryView id={id} />;
}

export default definePage(GalleryPage, access);

export const getServerSideProps = serverPageProps(access);

import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { FavouritesView } from '@/features/favourites/components/FavouritesView';

const access: PageAccess = { layout: 'default', role: 'user' };

export default definePage(FavouritesView, access);

export const getServerSideProps = serverPageProps(access);

import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { FavouritesView } from '@/features/favourites/components/FavouritesView';
import favourites from '@/features/favourites/slice';

const access: PageAccess = { layout: 'default', role: 'user' };
const features = { favourites };

export default definePage(FavouritesView, access, features);

export const getServerSideProps = serverPageProps(access);

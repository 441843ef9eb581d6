/**
 * The viewer's bought videos, galleries and products (src/features/content-items'
 * PurchasedItems through each feature's view): the first page loads in the reader's
 * language, an empty list says so in the feature's words, and the cards come once loaded.
 */
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { videoCard } from '../support/video-cards';
import { PurchasedVideosView } from '@/features/videos/components/PurchasedVideosView';
import { PurchasedGalleriesView } from '@/features/galleries/components/PurchasedGalleriesView';
import { PurchasedProductsView } from '@/features/products/components/PurchasedProductsView';
import { loadPurchasedVideos, purchasedVideosFail, purchasedVideosLoaded } from '@/features/videos/slice';
import { loadPurchasedGalleries } from '@/features/galleries/slice';
import { loadPurchasedProducts } from '@/features/products/slice';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'ro' } }),
}));
// The calls never answer: the test puts the outcomes itself.
jest.mock('@/features/videos/api', () => ({ apiPurchasedVideos: () => new Promise(() => {}) }));
jest.mock('@/features/galleries/api', () => ({ apiPurchasedGalleries: () => new Promise(() => {}) }));
jest.mock('@/features/products/api', () => ({ apiPurchasedProducts: () => new Promise(() => {}) }));

function shown(view: React.ReactElement) {
  const store = makeTestStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  render(<Provider store={store}>{view}</Provider>);
  return { store, dispatch };
}

test.each([
  ['videos', <PurchasedVideosView key="v" />, loadPurchasedVideos({ offset: 0, locale: 'ro' })],
  ['galleries', <PurchasedGalleriesView key="g" />, loadPurchasedGalleries({ offset: 0, locale: 'ro' })],
  ['products', <PurchasedProductsView key="p" />, loadPurchasedProducts({ offset: 0, locale: 'ro' })],
])('the bought %s load their first page in the reader’s language', (_kind, view, first) => {
  expect(shown(view).dispatch).toHaveBeenCalledWith(first);
});

test('no bought video is said in the videos’ words; bought ones show as cards', () => {
  const { store } = shown(<PurchasedVideosView />);
  act(() => void store.dispatch(purchasedVideosLoaded({ data: [], total: 0 })));
  expect(screen.getByText('videos.noneBought')).toBeInTheDocument();
  act(() => void store.dispatch(purchasedVideosLoaded({ data: [videoCard({ _id: 'v1', title: 'Beach day' })], total: 1 })));
  expect(screen.getByTestId('purchased-videos')).toHaveTextContent('Beach day');
  act(() => void store.dispatch(purchasedVideosFail('Not allowed')));
  expect(screen.getByText('Not allowed')).toBeInTheDocument();
});

/**
 * A performer's own list of products (PerformerProductsView through content-items'
 * useOwnItems): the first page loads when the page opens, and a filter reads the list
 * again from its first page, keeping the other filter.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { PerformerProductsView } from '@/features/products/components/PerformerProductsView';
import { loadOwnProducts } from '@/features/products/slice';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
// The calls never answer: the test looks at what is asked.
jest.mock('@/features/products/api', () => ({ apiOwnProducts: () => new Promise(() => {}) }));

test('the first page loads on opening; a status, then a search, read the list again from the first page', () => {
  const store = makeTestStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  const view = <PerformerProductsView />;
  render(<Provider store={store}>{view}</Provider>);
  expect(dispatch).toHaveBeenCalledWith(loadOwnProducts({ offset: 0 }));

  fireEvent.change(screen.getByTestId('own-products-status'), { target: { value: 'inactive' } });
  expect(dispatch).toHaveBeenLastCalledWith(loadOwnProducts({ offset: 0, status: 'inactive', q: undefined }));

  fireEvent.change(screen.getByRole('searchbox', { name: 'videos.search' }), { target: { value: 'poster' } });
  fireEvent.submit(screen.getByRole('search'));
  expect(dispatch).toHaveBeenLastCalledWith(loadOwnProducts({ offset: 0, status: 'inactive', q: 'poster' }));
});

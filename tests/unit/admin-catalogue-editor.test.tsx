/**
 * The catalogue's editor of a content page: every language's texts are sent, the tabs never
 * opened included; a language's title without its text is refused in its tab, which is
 * shown; the server's refusal of a field shows on it.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { PostsView } from '@/features/admin-catalogue/components/PostsView';
import { catalogueLoaded, catalogueSaveFailed, openCatalogueEditor, saveCatalogueItem } from '@/features/admin-catalogue/slice';
import type { AdminPost } from '@/shared/schemas/catalogue';

// One `t` for every render, as the app's: the editor's refusals are worked out once per answer.
const t = (key: string) => key;
jest.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t, i18n: { language: 'en' } }) }));

const post: AdminPost = {
  _id: 'p1',
  slug: 'terms',
  title: 'Terms',
  content: 'The terms.',
  translations: { ru: { title: 'Условия', content: 'Условия сайта.' } },
  status: 'published',
  updatedAt: '2024-05-01T10:00:00.000Z',
};

function editor() {
  const store = makeTestStore();
  const sent: unknown[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: unknown }) => {
    if (action.type === saveCatalogueItem.type) sent.push(action.payload);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <PostsView />
    </Provider>,
  );
  act(() => {
    store.dispatch(catalogueLoaded({ kind: 'posts', data: [post], total: 1 }));
    store.dispatch(openCatalogueEditor({ kind: 'posts', id: 'p1' }));
  });
  return { store, sent };
}

test('a save sends the texts of every language, those of tabs never opened too', () => {
  const { sent } = editor();
  fireEvent.click(screen.getByRole('tab', { name: 'Nederlands' }));
  fireEvent.change(screen.getByTestId('catalogue-title-nl'), { target: { value: 'Voorwaarden' } });
  fireEvent.change(screen.getByTestId('catalogue-content-nl'), { target: { value: 'De voorwaarden.' } });
  fireEvent.click(screen.getByTestId('catalogue-save'));
  expect(sent).toEqual([
    {
      kind: 'posts',
      id: 'p1',
      body: {
        slug: 'terms',
        title: 'Terms',
        content: 'The terms.',
        status: 'published',
        translations: {
          nl: { title: 'Voorwaarden', content: 'De voorwaarden.' },
          ru: { title: 'Условия', content: 'Условия сайта.' },
        },
      },
    },
  ]);
});

test('a language’s title without its text is refused in its tab, which is shown with the field focused', () => {
  const { sent } = editor();
  fireEvent.click(screen.getByRole('tab', { name: 'Polski' }));
  fireEvent.change(screen.getByTestId('catalogue-title-pl'), { target: { value: 'Regulamin' } });
  fireEvent.click(screen.getByRole('tab', { name: 'admin.catalogue.defaultText' }));
  fireEvent.click(screen.getByTestId('catalogue-save'));
  expect(sent).toEqual([]);
  expect(screen.getByRole('tab', { name: 'Polski' })).toHaveAttribute('aria-selected', 'true');
  const content = screen.getByTestId('catalogue-content-pl');
  expect(content).toHaveAccessibleDescription('admin.catalogue.required');
  expect(content).toHaveFocus();
});

test('a field the server refused says why, until it is changed', () => {
  const { store } = editor();
  act(() => {
    store.dispatch(catalogueSaveFailed([{ property: 'slug', constraints: { isUnique: 'This slug is already in use' } }]));
  });
  const slug = screen.getByTestId('catalogue-slug');
  expect(slug).toHaveAccessibleDescription('This slug is already in use');
  fireEvent.change(slug, { target: { value: 'terms-2' } });
  expect(slug).not.toHaveAccessibleDescription('This slug is already in use');
});

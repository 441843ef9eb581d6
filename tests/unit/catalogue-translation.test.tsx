/**
 * The catalogue editor's "fill empty languages": it asks for the default texts from the
 * chosen language into the languages whose tabs are empty, fills the answer into those
 * still empty (never over what the administrator typed meanwhile), names the languages the
 * engine cannot do, and saves nothing until Save. Without an engine the button says so.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { runWithReducer } from '../support/saga-with-reducer';
import * as catalogueApi from '@/features/admin-catalogue/api';
import { PostsView } from '@/features/admin-catalogue/components/PostsView';
import reducer, {
  catalogueLoaded,
  catalogueTextsTranslated,
  initialAdminCatalogueState,
  openCatalogueEditor,
  saveCatalogueItem,
  translateCatalogueTexts,
  translateCatalogueTextsFail,
} from '@/features/admin-catalogue/slice';
import { translateCatalogueTextsSaga } from '@/features/admin-catalogue/sagas';
import { ApiError } from '@/lib/http';
import type { AdminPost } from '@/shared/schemas/catalogue';
import type { PublicSettings } from '@/shared/schemas/settings';

jest.mock('@/features/admin-catalogue/api');
const t = (key: string) => key;
jest.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t, i18n: { language: 'en' } }) }));

const api = { content: jest.mocked(catalogueApi.apiTranslateContent), menus: jest.mocked(catalogueApi.apiTranslateMenus) };

const post: AdminPost = {
  _id: 'p1',
  slug: 'terms',
  title: 'Terms',
  content: '<p>The terms.</p>',
  translations: { ru: { title: 'Условия', content: 'Условия сайта.' } },
  status: 'published',
  updatedAt: '2024-05-01T10:00:00.000Z',
};

beforeEach(() => jest.clearAllMocks());

function editor(translationEnabled: boolean) {
  api.content.mockReturnValue(new Promise(() => {}));
  const store = makeTestStore({ settings: { public: { translationEnabled } as PublicSettings, ui: null } });
  const actions: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => (actions.push(action), dispatch(action as never))) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <PostsView />
    </Provider>,
  );
  act(() => {
    store.dispatch(catalogueLoaded({ kind: 'posts', data: [post], total: 1 }));
    store.dispatch(openCatalogueEditor({ kind: 'posts', id: 'p1' }));
  });
  const payloads = (type: string) => actions.filter((action) => action.type === type).map((action) => action.payload);
  return { store, payloads };
}

test('asks for the empty languages, fills those still empty for review, and saves only on Save', () => {
  const { store, payloads } = editor(true);
  fireEvent.click(screen.getByTestId('catalogue-translate-button'));
  expect(payloads(translateCatalogueTexts.type)).toEqual([
    { kind: 'posts', from: 'en', to: ['nl', 'es', 'pt-BR', 'pl', 'ro'], texts: { title: 'Terms', content: '<p>The terms.</p>' } },
  ]);
  expect(screen.getByTestId('catalogue-translate-button')).toBeDisabled();

  // Meanwhile the administrator writes the Dutch title: the answer leaves Dutch alone.
  fireEvent.change(screen.getByTestId('catalogue-title-nl'), { target: { value: 'Voorwaarden' } });
  act(
    () =>
      void store.dispatch(
        catalogueTextsTranslated({
          translations: { es: { title: 'Condiciones', content: '<p>Las condiciones.</p>' }, nl: { title: 'X', content: 'Y' } },
          unsupported: ['pt-BR', 'pl', 'ro'],
        }),
      ),
  );
  expect(screen.getByTestId('catalogue-title-es')).toHaveValue('Condiciones');
  expect(screen.getByTestId('catalogue-content-es')).toHaveValue('<p>Las condiciones.</p>');
  expect(screen.getByTestId('catalogue-title-nl')).toHaveValue('Voorwaarden');
  expect(screen.getByTestId('catalogue-content-nl')).toHaveValue('');
  expect(screen.getByTestId('catalogue-translate-outcome')).toHaveTextContent('admin.catalogue.translate.filled');
  expect(screen.getByTestId('catalogue-translate-outcome')).toHaveTextContent('admin.catalogue.translate.unsupported');
  expect(payloads(saveCatalogueItem.type)).toEqual([]);

  fireEvent.change(screen.getByTestId('catalogue-content-nl'), { target: { value: 'De voorwaarden.' } });
  fireEvent.click(screen.getByTestId('catalogue-save'));
  expect(payloads(saveCatalogueItem.type)).toEqual([
    {
      kind: 'posts',
      id: 'p1',
      body: expect.objectContaining({
        translations: {
          nl: { title: 'Voorwaarden', content: 'De voorwaarden.' },
          es: { title: 'Condiciones', content: '<p>Las condiciones.</p>' },
          ru: { title: 'Условия', content: 'Условия сайта.' },
        },
      }),
    },
  ]);
});

test('shows the server’s refusal in the editor', () => {
  const { store } = editor(true);
  fireEvent.click(screen.getByTestId('catalogue-translate-button'));
  act(() => void store.dispatch(translateCatalogueTextsFail('The translation engine cannot translate between these languages')));
  expect(screen.getByTestId('catalogue-translate-error')).toHaveTextContent(
    'The translation engine cannot translate between these languages',
  );
  expect(screen.getByTestId('catalogue-translate-button')).toBeEnabled();
});

test('says that translation is not set up when the site has no engine', () => {
  const { payloads } = editor(false);
  const button = screen.getByTestId('catalogue-translate-button');
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent('admin.catalogue.translate.notConfigured');
  fireEvent.click(button);
  expect(payloads(translateCatalogueTexts.type)).toEqual([]);
});

describe('the saga', () => {
  it('sends a content page’s title and body, and a menu’s texts, to their calls', async () => {
    api.content.mockResolvedValue({ from: 'en', translations: { es: { title: 'Hola', content: '<p>Hola</p>' } }, unsupported: ['nl'] });
    const request = {
      kind: 'posts' as const,
      from: 'en' as const,
      to: ['es' as const, 'nl' as const],
      texts: { title: 'Hi', content: '<p>Hi</p>' },
    };
    const { state } = await runWithReducer(
      reducer,
      'adminCatalogue',
      initialAdminCatalogueState,
      translateCatalogueTextsSaga,
      translateCatalogueTexts(request),
    );
    expect(api.content).toHaveBeenCalledWith({ from: 'en', to: ['es', 'nl'], title: 'Hi', content: '<p>Hi</p>' });
    expect(state.translation).toEqual({
      requesting: false,
      error: null,
      result: { translations: { es: { title: 'Hola', content: '<p>Hola</p>' } }, unsupported: ['nl'] },
      outcome: null,
    });

    api.menus.mockRejectedValue(new ApiError(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'No engine' }));
    const menus = { kind: 'menus' as const, from: 'en' as const, to: ['es' as const], texts: { title: 'Home' } };
    const failed = await runWithReducer(
      reducer,
      'adminCatalogue',
      initialAdminCatalogueState,
      translateCatalogueTextsSaga,
      translateCatalogueTexts(menus),
    );
    expect(api.menus).toHaveBeenCalledWith({ from: 'en', to: ['es'], texts: { title: 'Home' } });
    expect(failed.state.translation).toMatchObject({ requesting: false, error: 'No engine' });
  });
});

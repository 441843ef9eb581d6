/**
 * A performer's translations of an item: the dialog shows each language's saved texts in
 * its tab and saves the chosen tab's language only; the saga sends it to the item's kind,
 * and the dialog, which stays open, shows what was saved; a refusal shows in the dialog.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { performerVideo } from '../support/video-cards';
import { runWithReducer } from '../support/saga-with-reducer';
import * as translationsApi from '@/features/item-translations/api';
import reducer, {
  initialItemTranslationsState,
  itemTranslated,
  openItemTranslations,
  translateItem,
  translateItemFail,
} from '@/features/item-translations/slice';
import { translateItemSaga } from '@/features/item-translations/sagas';
import { ItemTranslationsDialog } from '@/features/item-translations/components/ItemTranslationsDialog';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { PerformerVideo } from '@/shared/schemas/assets';

jest.mock('@/features/item-translations/api');
jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const translate = jest.mocked(translationsApi.apiTranslateItem);

const video = (extra: Partial<PerformerVideo> = {}) =>
  performerVideo({ description: 'Slow', translations: { ru: { title: 'Вечерний танец' } }, ...extra });

beforeEach(() => jest.clearAllMocks());

describe('the saga', () => {
  const open = { ...initialItemTranslationsState, target: { kind: 'videos' as const, id: 'v1' } };

  it('sends the language to the item’s kind and hands the saved item on, with a short message', async () => {
    const saved = video({ translations: { nl: { title: 'Avonddans' } } });
    translate.mockResolvedValue(saved);
    const body = { locale: 'nl' as const, title: 'Avonddans', description: '' };
    const { state, dispatched } = await runWithReducer(reducer, 'itemTranslations', open, translateItemSaga, translateItem(body));
    expect(translate).toHaveBeenCalledWith('videos', 'v1', body);
    expect(dispatched).toEqual([itemTranslated(saved)]);
    expect(state).toEqual({ target: open.target, saving: false, error: null, saved: { v1: { nl: { title: 'Avonddans' } } } });
    expect(toast.success).toHaveBeenCalledWith('The translation has been saved');
  });

  it('keeps the dialog open with the reason of a refusal', async () => {
    translate.mockRejectedValue(
      new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'Choose one of the site’s languages' }),
    );
    const { state, dispatched } = await runWithReducer(
      reducer,
      'itemTranslations',
      open,
      translateItemSaga,
      translateItem({ locale: 'nl', title: 'x' }),
    );
    expect(dispatched).toEqual([translateItemFail('Choose one of the site’s languages')]);
    expect(state).toMatchObject({ target: open.target, saving: false, error: 'Choose one of the site’s languages' });
  });
});

describe('the dialog', () => {
  function view() {
    const store = makeTestStore();
    render(
      <Provider store={store}>
        <ItemTranslationsDialog kind="videos" items={[video()]} />
      </Provider>,
    );
    const dispatched: { type: string; payload?: unknown }[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: { type: string }) => (dispatched.push(action), dispatch(action as never))) as typeof store.dispatch;
    act(() => void store.dispatch(openItemTranslations({ kind: 'videos', id: 'v1' })));
    const saves = () => dispatched.filter((action) => action.type === translateItem.type).map((action) => action.payload);
    return { store, saves };
  }

  it('shows a language’s saved texts in its tab, the item’s own as the hint of an empty field', () => {
    view();
    expect(screen.getByTestId('translation-title-nl')).toHaveValue('');
    expect(screen.getByTestId('translation-title-nl')).toHaveAttribute('placeholder', 'Evening dance');
    fireEvent.click(screen.getByRole('tab', { name: 'Русский' }));
    expect(screen.getByTestId('translation-title-ru')).toHaveValue('Вечерний танец');
  });

  it('shows what was saved since the list was read', () => {
    const { store } = view();
    act(() => void store.dispatch(itemTranslated(video({ translations: { ru: { title: 'Танец' } } }))));
    fireEvent.click(screen.getByRole('tab', { name: 'Русский' }));
    expect(screen.getByTestId('translation-title-ru')).toHaveValue('Танец');
  });

  it('saves the chosen tab’s language only', () => {
    const { saves } = view();
    fireEvent.click(screen.getByRole('tab', { name: 'Polski' }));
    fireEvent.change(screen.getByTestId('translation-title-pl'), { target: { value: 'Wieczorny taniec' } });
    fireEvent.change(screen.getByTestId('translation-description-pl'), { target: { value: 'Powoli' } });
    fireEvent.click(screen.getByTestId('translation-save'));
    expect(saves()).toEqual([{ locale: 'pl', title: 'Wieczorny taniec', description: 'Powoli' }]);
  });

  it('is not shown for an item of another kind', () => {
    const store = makeTestStore();
    store.dispatch(openItemTranslations({ kind: 'galleries', id: 'v1' }));
    render(
      <Provider store={store}>
        <ItemTranslationsDialog kind="videos" items={[video()]} />
      </Provider>,
    );
    expect(screen.queryByTestId('translation-tabs')).toBeNull();
  });
});

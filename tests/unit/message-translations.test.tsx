/**
 * Translating a received message (src/features/message-translations): the button says
 * when the site has no engine, asks in the page's language, shows that it is working, then
 * the translation (hidden and shown again on demand) or the server's reason with a retry.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { runWithReducer } from '../support/saga-with-reducer';
import * as translationApi from '@/features/message-translations/api';
import reducer, {
  initialMessageTranslationsState,
  messageTranslated,
  translateMessage,
  translateMessageFail,
} from '@/features/message-translations/slice';
import { translateMessageSaga } from '@/features/message-translations/sagas';
import { MessageTranslationControl } from '@/features/message-translations/components/MessageTranslationControl';
import { ApiError } from '@/lib/http';
import type { PublicSettings } from '@/shared/schemas/settings';

jest.mock('@/features/message-translations/api');
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({
    t: (key: string, options?: { ns?: string }) => (options?.ns ? `${options.ns}:${key}` : key),
    i18n: { language: 'es' },
  }),
}));

const translate = jest.mocked(translationApi.apiTranslateMessage);
const NO_PAIR = 'The translation engine cannot translate between these languages';

beforeEach(() => jest.clearAllMocks());

describe('the saga', () => {
  it('asks for the message in the reader’s language and keeps the answer', async () => {
    translate.mockResolvedValue({ messageId: 'm1', locale: 'es', from: 'en', text: 'Hola', cached: false });
    const { state, dispatched } = await runWithReducer(
      reducer,
      'messageTranslations',
      initialMessageTranslationsState,
      translateMessageSaga,
      translateMessage({ messageId: 'm1', locale: 'es' }),
    );
    expect(translate).toHaveBeenCalledWith('m1', 'es', undefined);
    expect(dispatched).toEqual([messageTranslated({ messageId: 'm1', text: 'Hola' })]);
    expect(state.byMessage.m1).toEqual({ status: 'translated', locale: 'es', from: null, text: 'Hola', error: null, hidden: false });
  });

  it('keeps the server’s reason when it refuses', async () => {
    translate.mockRejectedValue(new ApiError(422, { statusCode: 422, error: 'Unprocessable Entity', message: NO_PAIR }));
    const { state, dispatched } = await runWithReducer(
      reducer,
      'messageTranslations',
      initialMessageTranslationsState,
      translateMessageSaga,
      translateMessage({ messageId: 'm1', locale: 'nl', from: 'ru' }),
    );
    expect(translate).toHaveBeenCalledWith('m1', 'nl', 'ru');
    expect(dispatched).toEqual([translateMessageFail({ messageId: 'm1', error: NO_PAIR })]);
    expect(state.byMessage.m1).toMatchObject({ status: 'failed', error: NO_PAIR, text: null });
  });
});

describe('the button', () => {
  function view(translationEnabled: boolean) {
    // The call stays on its way: the test moves the state on itself.
    translate.mockReturnValue(new Promise(() => {}));
    const store = makeTestStore({ settings: { public: { translationEnabled } as PublicSettings, ui: null } });
    const dispatched: { type: string; payload?: unknown }[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: { type: string }) => (dispatched.push(action), dispatch(action as never))) as typeof store.dispatch;
    render(
      <Provider store={store}>
        <MessageTranslationControl messageId="m1" />
      </Provider>,
    );
    const asked = () => dispatched.filter((action) => action.type === translateMessage.type).map((action) => action.payload);
    return { store, asked, button: () => screen.getByTestId('message-translate') };
  }

  it('says that translation is not set up, and asks nothing, when the site has no engine', () => {
    const { asked, button } = view(false);
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('messages.translation.notConfigured');
    fireEvent.click(button());
    expect(asked()).toEqual([]);
  });

  it('asks in the page’s language, shows that it works on it, then the translation, which can be hidden', () => {
    const { store, asked, button } = view(true);
    expect(button()).toHaveTextContent('messages.translation.translate');
    fireEvent.click(button());
    expect(asked()).toEqual([{ messageId: 'm1', locale: 'es' }]);
    expect(button()).toHaveTextContent('messages.translation.translating');
    expect(button()).toBeDisabled();

    act(() => void store.dispatch(messageTranslated({ messageId: 'm1', text: 'Hola, amigo' })));
    expect(screen.getByTestId('message-translation')).toHaveTextContent('Hola, amigo');
    expect(screen.getByTestId('message-translation')).toHaveAttribute('lang', 'es');
    expect(screen.queryByTestId('message-translate')).toBeNull();

    fireEvent.click(screen.getByTestId('message-translation-toggle'));
    expect(screen.queryByTestId('message-translation')).toBeNull();
    expect(screen.getByTestId('message-translation-toggle')).toHaveTextContent('messages.translation.show');
    fireEvent.click(screen.getByTestId('message-translation-toggle'));
    expect(screen.getByTestId('message-translation')).toHaveTextContent('Hola, amigo');
  });

  it('shows a refusal in the reader’s language, and tries again on demand from the language the reader names', () => {
    const { store, asked, button } = view(true);
    fireEvent.click(button());
    act(() => void store.dispatch(translateMessageFail({ messageId: 'm1', error: NO_PAIR })));
    expect(screen.getByRole('alert')).toHaveTextContent(`common:${NO_PAIR}`);
    expect(button()).toHaveTextContent('messages.translation.retry');
    // The reader's own language is not offered as the message's.
    const from = screen.getByTestId('message-translate-from');
    expect([...from.querySelectorAll('option')].map((option) => option.getAttribute('value'))).toEqual([
      '',
      'nl',
      'en',
      'pt-BR',
      'ru',
      'pl',
      'ro',
    ]);
    fireEvent.change(from, { target: { value: 'en' } });
    fireEvent.click(button());
    expect(asked()).toEqual([
      { messageId: 'm1', locale: 'es' },
      { messageId: 'm1', locale: 'es', from: 'en' },
    ]);
    expect(button()).toHaveTextContent('messages.translation.translating');
  });
});

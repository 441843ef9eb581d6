/**
 * What a screen reader hears of the stream chat: its lines are a polite log, so that a new
 * message or tip is read out as it arrives without moving the reader; loading older lines
 * marks the log busy.
 */
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SocketProvider } from '@/lib/socket';
import { makeTestStore } from '../support/store';
import { connectableSocket } from '../support/fake-socket';
import { accountLoaded } from '@/features/account/slice';
import { sessionRestored } from '@/features/auth/slice';
import { loadOlderStreamMessages, streamMessageReceived, streamTipReceived } from '@/features/stream-chat/slice';
import { StreamChat } from '@/features/stream-chat/components/StreamChat';
import type { CurrentAccount } from '@/shared/schemas/profile';
import type { Message } from '@/shared/schemas/messaging';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
jest.mock('@/features/stream-chat/api');

const message = (id: string, text: string): Message =>
  ({
    _id: id,
    conversationId: 'c1',
    senderId: 'bea',
    type: 'text',
    text,
    isDeleted: false,
    price: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    senderInfo: { _id: 'bea', name: 'Bea', username: null, avatar: '/a.png', role: 'user' },
  }) as Message;

function renderChat() {
  const store = makeTestStore();
  store.dispatch(sessionRestored());
  store.dispatch(accountLoaded({ _id: 'kay', role: 'user', balance: 100 } as CurrentAccount));
  const { socket } = connectableSocket();
  render(
    <Provider store={store}>
      <SocketProvider loggedIn token="t" factory={() => socket}>
        <StreamChat performerId="p1" />
      </SocketProvider>
    </Provider>,
  );
  return store;
}

it('holds its lines in a polite log, named as the chat’s messages', () => {
  renderChat();
  const log = screen.getByRole('log', { name: 'streamChat.messages' });
  expect(log).toHaveAttribute('aria-live', 'polite');
  expect(log).toHaveAttribute('aria-busy', 'false');
  expect(log).toHaveTextContent('streamChat.empty');
});

it('puts a new message and a new tip inside the log, where they are read out', () => {
  const store = renderChat();
  act(() => {
    store.dispatch(streamMessageReceived(message('m1', 'Hello Mei')));
    store.dispatch(streamTipReceived({ _id: 't1', name: 'Bea', token: 20, createdAt: '2026-01-01T10:00:05.000Z' }));
  });
  const log = screen.getByRole('log');
  expect(within(log).getByText('Hello Mei')).toBeInTheDocument();
  expect(within(log).getByTestId('stream-chat-tip')).toHaveTextContent('streamChat.tipped');
  // The composer stays outside: what the reader types is not read back as news.
  expect(within(log).queryByTestId('stream-chat-input')).toBeNull();
  expect(screen.getByTestId('stream-chat-input')).toBeInTheDocument();
});

it('is busy while older lines load, so they are not read out as new ones', () => {
  const store = renderChat();
  act(() => {
    store.dispatch(loadOlderStreamMessages());
  });
  expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'true');
});

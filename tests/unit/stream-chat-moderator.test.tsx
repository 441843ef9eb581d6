/**
 * Moderating the public chat from a line: the performer and the fans they named both mute
 * and ban; only the performer names moderators and sees them listed; nobody is offered
 * to moderate their own line.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { accountLoaded } from '@/features/account/slice';
import { chatModerationLoaded } from '@/features/stream-chat/slice';
import { StreamChatLine } from '@/features/stream-chat/components/StreamChatLine';
import { ChatRulesButton } from '@/features/stream-chat/components/ChatRulesButton';
import type { CurrentAccount } from '@/shared/schemas/profile';
import type { Message } from '@/shared/schemas/messaging';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
jest.mock('@/features/stream-chat/api');

const line = (senderId: string, name: string) => ({
  kind: 'message' as const,
  message: {
    _id: `m-${senderId}`,
    conversationId: 'c1',
    senderId,
    type: 'text',
    text: 'hello',
    isDeleted: false,
    price: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    senderInfo: { _id: senderId, name, username: null, avatar: '/a.png', role: 'user' },
  } as Message,
});

function renderAs(accountId: string, ui: React.ReactElement) {
  const store = makeTestStore();
  store.dispatch(accountLoaded({ _id: accountId, role: 'user' } as CurrentAccount));
  render(<Provider store={store}>{ui}</Provider>);
  return store;
}

it('lets a moderator mute or ban another viewer, without naming moderators', async () => {
  renderAs('mod', <StreamChatLine line={line('bea', 'Bea')} moderation owner={false} />);
  fireEvent.click(await screen.findByTestId('stream-chat-moderate'));
  expect(await screen.findByTestId('stream-chat-ban')).toBeInTheDocument();
  expect(screen.getByTestId('stream-chat-mute-5')).toBeInTheDocument();
  expect(screen.queryByTestId('stream-chat-name-moderator')).not.toBeInTheDocument();
  expect(screen.getByTestId('stream-chat-delete')).toBeInTheDocument();
});

it('lets the performer name a viewer a moderator', async () => {
  renderAs('performer', <StreamChatLine line={line('bea', 'Bea')} moderation owner />);
  fireEvent.click(await screen.findByTestId('stream-chat-moderate'));
  expect(await screen.findByTestId('stream-chat-name-moderator')).toBeInTheDocument();
});

it('offers a moderator no moderation of their own line, and other viewers none at all', async () => {
  renderAs('mod', <StreamChatLine line={line('mod', 'Me')} moderation owner={false} />);
  expect(await screen.findByTestId('stream-chat-delete')).toBeInTheDocument();
  expect(screen.queryByTestId('stream-chat-moderate')).not.toBeInTheDocument();
});

it('lists the moderators in the rules to the performer only', async () => {
  const moderation = {
    rules: { slowModeSeconds: 0, bannedWords: [] },
    sanctions: [],
    moderators: [{ _id: 'mod', name: 'Mo' }],
  };
  const store = renderAs('mod', <ChatRulesButton owner={false} />);
  store.dispatch(chatModerationLoaded(moderation));
  fireEvent.click(screen.getByTestId('stream-chat-rules'));
  expect(await screen.findByTestId('stream-chat-slow-mode')).toBeInTheDocument();
  expect(screen.queryByTestId('stream-chat-moderator')).not.toBeInTheDocument();
});

it('lists the moderators, to remove, in the performer’s rules', async () => {
  const store = renderAs('performer', <ChatRulesButton owner />);
  store.dispatch(
    chatModerationLoaded({ rules: { slowModeSeconds: 0, bannedWords: [] }, sanctions: [], moderators: [{ _id: 'mod', name: 'Mo' }] }),
  );
  fireEvent.click(screen.getByTestId('stream-chat-rules'));
  expect(await screen.findByTestId('stream-chat-moderator')).toHaveTextContent('Mo');
});

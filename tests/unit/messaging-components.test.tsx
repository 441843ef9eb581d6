import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { UnreadBadge } from '@/features/messaging/components/UnreadBadge';
import { MessageComposer } from '@/features/messaging/components/MessageComposer';
import { MessageContent } from '@/features/messaging/components/MessageContent';
import { MessageThread } from '@/features/messaging/components/MessageThread';
import {
  conversationActivated,
  messagesLoaded,
  selectPendingMessages,
  selectThread,
  selectUpload,
  sendFileProgress,
  sendMessageRefused,
} from '@/features/messaging/slice';
import { accountLoaded } from '@/features/account/slice';
import type { Conversation, Message } from '@/shared/schemas/messaging';
import type { CurrentAccount } from '@/shared/schemas/profile';

// The store's sagas run: no call may leave the test (each stays pending).
jest.mock('@/features/messaging/api', () => ({
  apiSendMessage: jest.fn(() => new Promise(() => undefined)),
  apiSendFile: jest.fn(() => new Promise(() => undefined)),
  apiMessages: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({
    t: (key: string, options?: { count?: number }) => (options?.count === undefined ? key : `${key}:${options.count}`),
    i18n: { language: 'en' },
  }),
}));

describe('UnreadBadge', () => {
  it('shows counts up to 9999 as they are and 9999+ from 10000', () => {
    const { rerender, container } = render(<UnreadBadge count={9999} />);
    expect(container).toHaveTextContent(/^9999$/);
    rerender(<UnreadBadge count={10000} />);
    expect(container).toHaveTextContent('9999+');
    rerender(<UnreadBadge count={0} />);
    expect(container).toHaveTextContent(/^$/);
  });
});

describe('MessageComposer', () => {
  const setup = (tokenPerMessage = 0, payee?: { id: string; name: string }) => {
    const store = makeTestStore();
    render(
      <Provider store={store}>
        <MessageComposer conversationId="c1" tokenPerMessage={tokenPerMessage} payee={payee} />
      </Provider>,
    );
    return { store, input: screen.getByTestId('message-input') };
  };

  it('sends on Enter with a fresh key each time, and keeps Shift+Enter for a new line', () => {
    const { store, input } = setup();
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(selectPendingMessages(store.getState())).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const pending = selectPendingMessages(store.getState());
    expect(pending.map((p) => p.text)).toEqual(['Hello', 'Hello']);
    expect(pending[0].key).not.toBe(pending[1].key);
    expect(input).toHaveValue('');
  });

  it('says what a message costs only when it costs something', () => {
    setup(3);
    expect(screen.getByTestId('message-cost')).toHaveTextContent('messages.costNote:3');
  });

  it('sends nothing but spaces', () => {
    const { store, input } = setup();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(selectPendingMessages(store.getState())).toEqual([]);
    expect(screen.queryByTestId('message-cost')).toBeNull();
  });

  it('takes a refused message back into the field', () => {
    const { store, input } = setup(3);
    fireEvent.change(input, { target: { value: 'Paid words' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('');
    const [pending] = selectPendingMessages(store.getState());
    act(() => {
      store.dispatch(sendMessageRefused({ key: pending.key, text: 'Paid words' }));
    });
    expect(input).toHaveValue('Paid words');
    expect(selectPendingMessages(store.getState())).toEqual([]);
  });

  it('sends a picked file and shows its progress', () => {
    const { store } = setup();
    const file = new File(['x'], 'sun.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('message-file-input'), { target: { files: [file] } });
    expect(selectUpload(store.getState())).toEqual({ conversationId: 'c1', name: 'sun.png', progress: 0 });
    act(() => {
      store.dispatch(sendFileProgress(0.4));
    });
    expect(screen.getByTestId('message-upload-progress')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('message-attach')).toBeDisabled();
  });

  it('offers a user the payment to the performer only when there is one to pay', () => {
    setup(0, { id: 'p1', name: 'Daan' });
    expect(screen.getByTestId('message-pay')).toBeVisible();
  });

  it('offers no payment to a performer writing', () => {
    setup();
    expect(screen.queryByTestId('message-pay')).toBeNull();
  });
});

describe('MessageContent', () => {
  const base: Message = {
    _id: 'm1',
    conversationId: 'c1',
    senderId: 'u1',
    type: 'file',
    text: 'sun.png',
    isDeleted: false,
    price: null,
    createdAt: '2026-03-01T10:00:00.000Z',
  };

  it('previews a picture and opens it large on a click', () => {
    render(
      <MessageContent message={{ ...base, file: { name: 'sun.png', size: 70, kind: 'image', url: '/files/x.png?s=1' } }} text="sun.png" />,
    );
    expect(screen.getByTestId('message-picture')).toHaveAttribute('src', '/files/x.png?s=1');
    expect(screen.queryByTestId('message-picture-large')).toBeNull();
    fireEvent.click(screen.getByTestId('message-picture'));
    expect(screen.getByTestId('message-picture-large')).toHaveAttribute('src', '/files/x.png?s=1');
  });

  it('offers another file for download with its name and size', () => {
    render(
      <MessageContent
        message={{ ...base, text: 'list.pdf', file: { name: 'list.pdf', size: 1_200_000, kind: 'file', url: '/files/x.pdf?d=1' } }}
        text="list.pdf"
      />,
    );
    const link = screen.getByTestId('message-download');
    expect(link).toHaveAttribute('href', '/files/x.pdf?d=1');
    expect(link).toHaveTextContent('list.pdf');
    expect(link).toHaveTextContent('1.2 MB');
  });

  it('shows a payment with its amount and note', () => {
    render(<MessageContent message={{ ...base, type: 'payment', text: 'Custom video', price: 20 }} text="Custom video" />);
    expect(screen.getByTestId('message-payment')).toHaveTextContent('messages.payment.paid');
    expect(screen.getByTestId('message-payment')).toHaveTextContent('Custom video');
  });
});

describe('MessageThread', () => {
  const conversation: Conversation = {
    _id: 'c1',
    type: 'private',
    lastMessage: null,
    lastMessageCreatedAt: null,
    totalNotSeenMessages: 0,
    recipientInfo: { _id: 'p1', name: 'Daan', username: 'daan', avatar: '/no-avatar.png', role: 'performer' },
    tokenPerMessage: 0,
    isOnline: true,
    recipientLastReadAt: '2026-03-01T10:02:00.000Z',
  };
  const message = (id: string, senderId: string, minute: number): Message => ({
    _id: id,
    conversationId: 'c1',
    senderId,
    type: 'text',
    text: `text ${id}`,
    isDeleted: false,
    price: null,
    createdAt: `2026-03-01T10:0${minute}:00.000Z`,
  });

  const setup = () => {
    const store = makeTestStore();
    store.dispatch(accountLoaded({ _id: 'me', role: 'user' } as CurrentAccount));
    store.dispatch(conversationActivated({ ...conversation }));
    // Newest first, as the API sends them; 30 on the server, so older ones remain.
    const page = [message('m4', 'me', 3), message('m3', 'me', 2), message('m2', 'p1', 1), message('m1', 'me', 0)];
    store.dispatch(messagesLoaded({ conversationId: 'c1', data: page, total: 30 }));
    render(
      <Provider store={store}>
        <MessageThread conversation={conversation} onBack={() => undefined} />
      </Provider>,
    );
    return store;
  };

  it("says 'Seen' under the newest of one's own messages the other person has read, once", () => {
    setup();
    const seen = screen.getAllByTestId('message-seen');
    expect(seen).toHaveLength(1);
    expect(seen[0].previousElementSibling).toHaveTextContent('text m3');
    expect(screen.getByTestId('thread-presence')).toHaveTextContent('messages.online');
  });

  it('loads older messages when scrolled to the top', () => {
    const store = setup();
    const box = screen.getByTestId('messages').parentElement!;
    box.scrollTop = 0;
    fireEvent.scroll(box);
    expect(selectThread(store.getState()).requesting).toBe(true);
  });
});

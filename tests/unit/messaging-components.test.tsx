import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { UnreadBadge } from '@/features/messaging/components/UnreadBadge';
import { MessageComposer } from '@/features/messaging/components/MessageComposer';
import { selectPendingMessages } from '@/features/messaging/slice';

// The store's sagas run: the send call must never leave the test (it stays pending).
jest.mock('@/features/messaging/api', () => ({ apiSendMessage: jest.fn(() => new Promise(() => undefined)) }));
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
  const setup = (tokenPerMessage = 0) => {
    const store = makeTestStore();
    render(
      <Provider store={store}>
        <MessageComposer conversationId="c1" tokenPerMessage={tokenPerMessage} />
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
});

/** The performer's "clear the chat": asked for again, and only then sent. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { clearStreamChat } from '@/features/stream-chat/slice';
import { ClearChatButton } from '@/features/stream-chat/components/ClearChatButton';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
jest.mock('@/features/stream-chat/api');

it('clears the chat only once the performer confirms', async () => {
  const store = makeTestStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  render(
    <Provider store={store}>
      <ClearChatButton />
    </Provider>,
  );
  const cleared = () => dispatch.mock.calls.filter(([action]) => clearStreamChat.match(action)).length;
  fireEvent.click(screen.getByTestId('stream-chat-clear'));
  const question = await screen.findByText('streamChat.clearConfirm');
  expect(cleared()).toBe(0);
  const confirmation = question.closest<HTMLElement>('[role="alertdialog"]')!;
  fireEvent.click(within(confirmation).getByRole('button', { name: 'streamChat.clear' }));
  expect(cleared()).toBe(1);
});

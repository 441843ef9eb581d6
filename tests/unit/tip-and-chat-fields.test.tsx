/**
 * The fields of the performer page's panels, which are the browser's own inputs: the
 * tip's custom amount (a whole number of tokens from 1 to MAX_TIP, sent with its button
 * or Enter) and the stream chat's line (sent trimmed with its button or Enter).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { accountLoaded } from '@/features/account/slice';
import { sendTip } from '@/features/tips/slice';
import { TipPanel } from '@/features/tips/components/TipPanel';
import { sendStreamMessage, streamConversationLoaded } from '@/features/stream-chat/slice';
import { StreamChatComposer } from '@/features/stream-chat/components/StreamChatComposer';
import { MAX_TIP } from '@/shared/constants';
import type { CurrentAccount } from '@/shared/schemas/profile';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
jest.mock('@/features/tips/api');
jest.mock('@/features/stream-chat/api');

const viewer = { _id: 'u1', role: 'user', name: 'Viewer', balance: 500 } as unknown as CurrentAccount;

function signedIn() {
  const store = makeTestStore();
  store.dispatch(accountLoaded(viewer));
  const dispatch = jest.spyOn(store, 'dispatch');
  return { store, dispatch };
}

describe('the custom tip', () => {
  // The panel's form is a script of its own, loaded when the panel first opens.
  async function openPanel() {
    const { store, dispatch } = signedIn();
    render(
      <Provider store={store}>
        <TipPanel performerId="p1" performerName="Luna" />
      </Provider>,
    );
    fireEvent.click(screen.getByTestId('tip-button'));
    return { dispatch, amount: await screen.findByTestId('tip-custom'), send: screen.getByTestId('tip-send') };
  }
  const tips = (dispatch: jest.SpyInstance) => dispatch.mock.calls.map(([action]) => action).filter(sendTip.match);

  it('can be sent only as a whole number of tokens from 1 to the maximum', async () => {
    const { dispatch, amount, send } = await openPanel();
    expect(send).toBeDisabled();
    for (const refused of ['0', '-5', '2.5', String(MAX_TIP + 1)]) {
      fireEvent.change(amount, { target: { value: refused } });
      expect(send).toBeDisabled();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      fireEvent.keyDown(amount, { key: 'Enter' });
    }
    expect(tips(dispatch)).toEqual([]);
    fireEvent.change(amount, { target: { value: '25' } });
    expect(amount).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(send);
    expect(tips(dispatch).map((action) => action.payload)).toEqual([expect.objectContaining({ performerId: 'p1', amount: 25 })]);
  });

  it('is sent with Enter', async () => {
    const { dispatch, amount } = await openPanel();
    fireEvent.change(amount, { target: { value: String(MAX_TIP) } });
    fireEvent.keyDown(amount, { key: 'Enter' });
    expect(tips(dispatch).map((action) => action.payload.amount)).toEqual([MAX_TIP]);
  });
});

describe('the chat line', () => {
  function composer(conversation: string | null = 'c1') {
    const { store, dispatch } = signedIn();
    if (conversation) store.dispatch(streamConversationLoaded(conversation));
    render(
      <Provider store={store}>
        <StreamChatComposer moderation={false} />
      </Provider>,
    );
    const lines = () =>
      dispatch.mock.calls
        .map(([action]) => action)
        .filter(sendStreamMessage.match)
        .map((action) => action.payload.text);
    return { input: screen.getByTestId('stream-chat-input'), lines };
  }

  it('is sent trimmed with Enter, and the field empties; a blank line is not sent', () => {
    const { input, lines } = composer();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '  hello  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('');
    expect(lines()).toEqual(['hello']);
  });

  it('is sent with the button', () => {
    const { input, lines } = composer();
    fireEvent.change(input, { target: { value: 'hi there' } });
    fireEvent.click(screen.getByTestId('stream-chat-send'));
    expect(lines()).toEqual(['hi there']);
  });

  it('waits for the chat’s conversation', () => {
    const { input } = composer(null);
    expect(input).toBeDisabled();
    expect(screen.getByTestId('stream-chat-send')).toBeDisabled();
  });
});

/**
 * Tipping through the store (src/features/tips): one idempotency key per tip, kept
 * when the same tip is sent again after a failure and new for another tip; the new
 * balance reaches the account; a failure says why and leaves the key for the retry.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import reducer, { initialTipsState, sendTip, sendTipFail, sendTipSuccess, type TipsState } from '@/features/tips/slice';
import { sendTipSaga } from '@/features/tips/sagas';
import * as tipsApi from '@/features/tips/api';
import { balanceChanged } from '@/features/account/slice';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/http';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/features/tips/api');

const apiSendTip = jest.mocked(tipsApi.apiSendTip);
const notEnough = () =>
  new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'You do not have enough tokens, please buy more' });

/** Dispatches a tip and runs its saga against the tips reducer, from `state`. */
const tip = (state: TipsState, payload: Parameters<typeof sendTip>[0]) =>
  runWithReducer(reducer, 'tips', state, sendTipSaga, sendTip(payload));

beforeEach(() => jest.clearAllMocks());

describe('tips slice', () => {
  it('gives a tip a key, keeps it for the same tip again and gives another tip a new one', () => {
    const first = reducer(initialTipsState, sendTip({ performerId: 'p', amount: 10 }));
    expect(first.attempt).toEqual({ performerId: 'p', amount: 10, key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(first.send.requesting).toBe(true);
    const failed = reducer(first, sendTipFail('offline'));
    expect(reducer(failed, sendTip({ performerId: 'p', amount: 10 })).attempt).toEqual(first.attempt);
    expect(reducer(failed, sendTip({ performerId: 'p', amount: 20 })).attempt!.key).not.toBe(first.attempt!.key);
    expect(reducer(failed, sendTip({ performerId: 'q', amount: 10 })).attempt!.key).not.toBe(first.attempt!.key);
  });

  it('counts a tip that went through and forgets its key', () => {
    const sent = reducer(
      reducer(initialTipsState, sendTip({ performerId: 'p', amount: 10 })),
      sendTipSuccess({ performerId: 'p', amount: 10 }),
    );
    expect(sent).toEqual({
      attempt: null,
      send: { requesting: false, error: null, done: 1, last: { performerId: 'p', amount: 10 } },
      received: { count: 0, last: null },
    });
  });
});

describe('sendTipSaga', () => {
  it('sends the tip with its key and passes the new balance on', async () => {
    apiSendTip.mockResolvedValue({ transactionId: 't1', balance: 990, token: 10 });
    const { state, dispatched } = await tip(initialTipsState, { performerId: 'p', amount: 10, conversationId: 'c' });
    const key = apiSendTip.mock.calls[0][2];
    expect(apiSendTip).toHaveBeenCalledWith('p', 10, key, 'c');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(dispatched).toEqual<UnknownAction[]>([sendTipSuccess({ performerId: 'p', amount: 10 }), balanceChanged(990)]);
    expect(state.send.done).toBe(1);
  });

  it('says why a tip failed, and sends the same key when the viewer tries the same tip again', async () => {
    apiSendTip.mockRejectedValueOnce(notEnough()).mockResolvedValueOnce({ transactionId: 't1', balance: 0, token: 10 });
    const failed = await tip(initialTipsState, { performerId: 'p', amount: 10 });
    expect(failed.dispatched).toEqual([sendTipFail('You do not have enough tokens, please buy more')]);
    expect(toast.error).toHaveBeenCalledWith('You do not have enough tokens, please buy more');
    expect(failed.state.send).toMatchObject({ requesting: false, error: 'You do not have enough tokens, please buy more', done: 0 });

    await tip(failed.state, { performerId: 'p', amount: 10 });
    expect(apiSendTip.mock.calls[1][2]).toBe(apiSendTip.mock.calls[0][2]);
  });

  it('sends another tip after a failure with a key of its own', async () => {
    apiSendTip.mockRejectedValueOnce(notEnough()).mockResolvedValueOnce({ transactionId: 't2', balance: 5, token: 5 });
    const failed = await tip(initialTipsState, { performerId: 'p', amount: 10 });
    await tip(failed.state, { performerId: 'p', amount: 5 });
    expect(apiSendTip.mock.calls[1][2]).not.toBe(apiSendTip.mock.calls[0][2]);
  });
});

import { runSaga, type Saga } from 'redux-saga';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { confirmedCallSaga, failedRequest, idleRequest, startedRequest, succeededRequest } from '@/lib/confirmed-request';
import { ApiError } from '@/lib/http';

describe('confirmed request state', () => {
  it('goes from idle to requesting, then to a success with the message or to an error', () => {
    expect(idleRequest).toEqual({ requesting: false, success: false, error: null, message: null });
    expect(startedRequest).toEqual({ requesting: true, success: false, error: null, message: null });
    expect(succeededRequest('Sent.')).toEqual({ requesting: false, success: true, error: null, message: 'Sent.' });
    expect(failedRequest('No.')).toEqual({ requesting: false, success: false, error: 'No.', message: null });
  });
});

describe('confirmedCallSaga', () => {
  const succeeded = (message: string) => ({ type: 'done', payload: message });
  const failed = (error: string) => ({ type: 'failed', payload: error });

  async function run(request: (payload: string) => Promise<{ message: string }>) {
    const dispatched: UnknownAction[] = [];
    const saga = confirmedCallSaga(request, succeeded, failed);
    const action: PayloadAction<string> = { type: 'send', payload: 'body' };
    await runSaga({ dispatch: (a: UnknownAction) => dispatched.push(a) }, saga as Saga<[PayloadAction<string>]>, action).toPromise();
    return dispatched;
  }

  it('calls with the payload and puts the server’s message', async () => {
    const request = jest.fn().mockResolvedValue({ message: 'Thank you.' });
    expect(await run(request)).toEqual([succeeded('Thank you.')]);
    expect(request).toHaveBeenCalledWith('body');
  });

  it('puts the text of a failed call', async () => {
    const request = jest.fn().mockRejectedValue(new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'Refused' }));
    expect(await run(request)).toEqual([failed('Refused')]);
  });
});

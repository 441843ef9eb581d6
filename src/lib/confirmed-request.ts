/**
 * A call whose success the server confirms with a text, shown as it came (a registration,
 * a password link, the contact form): its request state, and the worker saga that makes
 * it and puts the outcome.
 */
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { MessageResult } from '@/shared/schemas/common';
import { errorMessage } from './http';

export interface ConfirmedRequest {
  requesting: boolean;
  success: boolean;
  error: string | null;
  /** The server's confirmation text after a success. */
  message: string | null;
}

/** Not sent yet, or back to an empty form. */
export const idleRequest: ConfirmedRequest = { requesting: false, success: false, error: null, message: null };
/** Sent, no answer yet. */
export const startedRequest: ConfirmedRequest = { ...idleRequest, requesting: true };
/** Done: the server's confirmation text. */
export const succeededRequest = (message: string): ConfirmedRequest => ({ ...idleRequest, success: true, message });
/** Refused or failed: the text to show. */
export const failedRequest = (error: string): ConfirmedRequest => ({ ...idleRequest, error });

/**
 * The worker saga of one such call: `request(payload)` answers `{ message }`, which goes
 * to `succeeded`; a failure goes to `failed` as the text `errorMessage` makes of it.
 */
export function confirmedCallSaga<P>(
  request: (payload: P) => Promise<MessageResult>,
  succeeded: (message: string) => UnknownAction,
  failed: (error: string) => UnknownAction,
) {
  return function* confirmedCall(action: PayloadAction<P>) {
    try {
      const { message }: MessageResult = yield call(request, action.payload);
      yield put(succeeded(message));
    } catch (err) {
      yield put(failed(errorMessage(err)));
    }
  };
}

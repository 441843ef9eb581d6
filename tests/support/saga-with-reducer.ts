/** Runs a saga against a slice's real reducer, as the store would: the action first, then each dispatched action. */
import { runSaga, type Saga } from 'redux-saga';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

export async function runWithReducer<S, A extends UnknownAction>(
  reducer: Reducer<S>,
  key: string,
  state: S,
  saga: (action: A) => unknown,
  action: A,
) {
  let current = reducer(state, action);
  const dispatched: UnknownAction[] = [];
  await runSaga(
    {
      dispatch: (next: UnknownAction) => {
        dispatched.push(next);
        current = reducer(current, next);
      },
      getState: () => ({ [key]: current }),
    },
    saga as Saga<[A]>,
    action,
  ).toPromise();
  return { state: current, dispatched };
}

/**
 * The request state of one registration flow for the form that starts it. The flow goes
 * back to idle when the form leaves the page, so coming back shows a blank form rather
 * than the last success or error.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { resetRegistrationFlow, selectRegistrationFlow, type RegistrationFlow, type RegistrationState } from '../slice';

export function useRegistrationFlow<F extends RegistrationFlow>(flow: F): RegistrationState[F] {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectRegistrationFlow(root, flow));
  useEffect(() => () => void dispatch(resetRegistrationFlow(flow)), [dispatch, flow]);
  return state;
}

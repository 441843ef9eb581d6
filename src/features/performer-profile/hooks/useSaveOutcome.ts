/**
 * The state of one profile request, with a success toast when a request sent from
 * this form ends well. `onSuccess` runs then too (e.g. to clear chosen files).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { App } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { selectProfileRequest, type ProfileRequest, type RequestState } from '../slice';

export function useSaveOutcome(request: ProfileRequest, successKey: string, onSuccess?: () => void): RequestState {
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const state = useAppSelector((root) => selectProfileRequest(root, request));

  const latestOnSuccess = useRef(onSuccess);
  useEffect(() => {
    latestOnSuccess.current = onSuccess;
  }, [onSuccess]);

  const wasRequesting = useRef(false);
  useEffect(() => {
    if (wasRequesting.current && !state.requesting && state.success) {
      void message.success(t(successKey));
      latestOnSuccess.current?.();
    }
    wasRequesting.current = state.requesting;
  }, [state.requesting, state.success, message, t, successKey]);

  return state;
}

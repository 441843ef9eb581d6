/**
 * The state of one profile request, with a success toast when a request sent from
 * this form ends well (`useSaveOutcome`). `onSuccess` runs then too (e.g. to clear chosen files).
 */
import { useAppSelector } from '@/store/hooks';
import type { RequestState } from '@/lib/named-requests';
import { useSaveOutcome } from '@/features/ui/hooks/useSaveOutcome';
import { selectProfileRequest, type ProfileRequest } from '../slice';

export function useProfileRequest(request: ProfileRequest, successText: string, onSuccess?: () => void): RequestState {
  const state = useAppSelector((root) => selectProfileRequest(root, request));
  useSaveOutcome(state, { successText, onSuccess });
  return state;
}

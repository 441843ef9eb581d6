/**
 * The state of one blocking request, with a success toast when a request sent from
 * this component ends well (`useSaveOutcome`).
 */
import { useAppSelector } from '@/store/hooks';
import type { RequestState } from '@/lib/named-requests';
import { useSaveOutcome } from '@/features/ui/hooks/useSaveOutcome';
import { selectBlockingRequest, type BlockingRequest } from '../slice';

export function useBlockingRequest(request: BlockingRequest, successText: string): RequestState {
  const state = useAppSelector((root) => selectBlockingRequest(root, request));
  useSaveOutcome(state, { successText });
  return state;
}

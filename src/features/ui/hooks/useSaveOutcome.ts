/**
 * The end of a request a component follows (a save, an upload, a tip): when a request it
 * saw start ends, a success message (`successText`) and `onSuccess`, or
 * `onFailure` with the error. A request that started before the component was shown does
 * not count, so a page opened after (or during) a save shows no old message.
 */
import { useEffect, useRef } from 'react';
import { showMessage } from '@/lib/toast';

/** The request state of a slice: running, and the message of a failure (null when it went through). */
export interface SaveState {
  requesting: boolean;
  error: string | null;
  /** Where the slice keeps it: false without an error means the state was reset, not that the request went through. */
  success?: boolean;
}

export interface SaveOutcomeOptions {
  /** The message shown when the request went through, in the visitor's language. */
  successText?: string;
  /** Runs when the request went through (e.g. to show what the server stored, or to close a dialog). */
  onSuccess?: () => void;
  /** Runs with the failure's message. */
  onFailure?: (error: string) => void;
}

export function useSaveOutcome(
  { requesting, error, success }: SaveState,
  { successText, onSuccess, onFailure }: SaveOutcomeOptions = {},
): void {
  // The latest callbacks, so a caller need not memoise them and the outcome sees the state it ended with.
  const latest = useRef({ successText, onSuccess, onFailure });
  useEffect(() => {
    latest.current = { successText, onSuccess, onFailure };
  }, [successText, onSuccess, onFailure]);

  // Only a request that starts while the component is shown counts: one already running when
  // it mounted was sent from elsewhere (another page's panel).
  const wasRequesting = useRef(requesting);
  const started = useRef(false);
  useEffect(() => {
    if (requesting && !wasRequesting.current) started.current = true;
    if (!requesting && started.current) {
      started.current = false;
      const { successText: text, onSuccess: succeeded, onFailure: failed } = latest.current;
      if (error) failed?.(error);
      else if (success !== false) {
        if (text) showMessage('success', text);
        succeeded?.();
      }
    }
    wasRequesting.current = requesting;
  }, [requesting, error, success]);
}

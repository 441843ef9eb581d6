/**
 * The Lovense Cam Extension on the live page: loads the SDK script, connects as the
 * performer and reports whether the browser extension answered. A script that cannot
 * load (offline, an ad blocker, the setting pointing nowhere) leaves the status at
 * "absent" and the rest of the page untouched.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { connectCamExtension, loadScript, type CamExtension } from '../lovense';

/** `off`: the integration is switched off; `loading`: the script is on its way; `absent`: no extension answered. */
export type LovenseStatus = 'off' | 'loading' | 'absent' | 'connected';

export interface LovenseOptions {
  enabled: boolean;
  scriptUrl: string | null;
  /** The Website Name registered with Lovense. */
  websiteName: string;
  /** The performer's name as the extension shows it (their username). */
  modelName: string;
}

export interface LovenseExtension {
  status: LovenseStatus;
  /** Hands a tip to the extension; false when it is not connected. */
  receiveTip(amount: number, tipperName: string): boolean;
}

export function useLovenseExtension({ enabled, scriptUrl, websiteName, modelName }: LovenseOptions): LovenseExtension {
  const key = enabled && scriptUrl && modelName ? JSON.stringify([scriptUrl, websiteName, modelName]) : null;
  const [found, setFound] = useState<{ key: string; status: 'absent' | 'connected' } | null>(null);
  const extension = useRef<CamExtension | null>(null);

  useEffect(() => {
    if (!key || !scriptUrl) return undefined;
    let cancelled = false;
    let stopWaiting: (() => void) | null = null;
    const settle = (status: 'absent' | 'connected') => !cancelled && setFound({ key, status });
    loadScript(scriptUrl).then(
      () => {
        if (cancelled) return;
        settle('absent');
        try {
          stopWaiting = connectCamExtension(websiteName, modelName, (instance) => {
            extension.current = instance;
            settle('connected');
          });
        } catch {
          // The SDK refused to start: as if it were not there.
        }
      },
      () => settle('absent'),
    );
    return () => {
      cancelled = true;
      stopWaiting?.();
      extension.current = null;
    };
  }, [key, scriptUrl, websiteName, modelName]);

  const receiveTip = useCallback((amount: number, tipperName: string) => {
    const instance = extension.current;
    if (!instance) return false;
    try {
      instance.receiveTip(amount, tipperName);
      return true;
    } catch {
      return false;
    }
  }, []);

  const status: LovenseStatus = !key ? 'off' : found?.key === key ? found.status : 'loading';
  return { status, receiveTip };
}

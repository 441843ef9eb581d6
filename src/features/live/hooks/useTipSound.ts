/**
 * The tip sound of the live page: plays the `tipSound` setting's file, unless the
 * performer muted it on this browser. Browsers refuse sound until the page had a click
 * or key press (autoplay policy); the performer normally clicks "Go live" first. A
 * refused play is not an error: `blocked` says so until the next click or key press.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStoredFlag } from './useStoredFlag';

export const TIP_SOUND_MUTED_KEY = 'camlive.tipSoundMuted';

export interface TipSound {
  muted: boolean;
  setMuted(muted: boolean): void;
  /** The browser refused the last play because the page had no click yet. */
  blocked: boolean;
  /** Plays the sound from the start (nothing when muted or no sound is set). */
  play(): void;
}

export function useTipSound(url: string | null): TipSound {
  const [muted, storeMuted] = useStoredFlag(TIP_SOUND_MUTED_KEY);
  const [blocked, setBlocked] = useState(false);
  // One element per address, made at the first tip and reused for the next ones.
  const audio = useRef<{ url: string; element: HTMLAudioElement } | null>(null);

  const play = useCallback(() => {
    if (!url || muted) return;
    if (audio.current?.url !== url) audio.current = { url, element: new Audio(url) };
    const { element } = audio.current;
    try {
      element.currentTime = 0;
      Promise.resolve(element.play()).then(
        () => setBlocked(false),
        (error: unknown) => setBlocked(error instanceof DOMException && error.name === 'NotAllowedError'),
      );
    } catch {
      // A browser without media playback: the toast still tells of the tip.
    }
  }, [url, muted]);

  const setMuted = useCallback(
    (next: boolean) => {
      if (next) audio.current?.element.pause();
      storeMuted(next);
    },
    [storeMuted],
  );

  // Any click or key press lets the page play sound from then on.
  useEffect(() => {
    if (!blocked) return undefined;
    const allowed = () => setBlocked(false);
    window.addEventListener('pointerdown', allowed);
    window.addEventListener('keydown', allowed);
    return () => {
      window.removeEventListener('pointerdown', allowed);
      window.removeEventListener('keydown', allowed);
    };
  }, [blocked]);

  return { muted, setMuted, blocked: blocked && !muted, play };
}

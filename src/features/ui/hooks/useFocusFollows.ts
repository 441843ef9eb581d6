/**
 * Keeps the keyboard's place when a control pressed is replaced by another: "Private show"
 * by the waiting notice with its "Cancel", and back. The element that had the focus goes
 * with its control, and the browser puts the focus back at the top of the page; while the
 * focus was in the box, it moves to the first control in the box when `state` changes.
 * Spread the answer on the box.
 */
import { useEffect, useRef, type FocusEvent } from 'react';
import { focusStaysIn } from '../focus';

const CONTROL = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function useFocusFollows<T extends HTMLElement>(state: string) {
  const ref = useRef<T>(null);
  // The browser says nothing when the focused element is removed: the flag stays set.
  const inside = useRef(false);
  useEffect(() => {
    const box = ref.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (box && inside.current && lost) box.querySelector<HTMLElement>(CONTROL)?.focus();
  }, [state]);
  return {
    ref,
    onFocus: () => (inside.current = true),
    onBlur: (event: FocusEvent<T>) => (inside.current = focusStaysIn(ref.current, event)),
  };
}

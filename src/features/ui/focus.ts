/**
 * Where the keyboard's focus goes when it leaves an element of `box`: still in the box
 * when it moves to another of its elements, and also when the control that had it was
 * disabled under it (a tip button while the tip is sent), for the page has not moved
 * the reader anywhere else: the box then gives it back when that control goes away.
 */
import type { FocusEvent } from 'react';

export function focusStaysIn(box: HTMLElement | null, event: FocusEvent): boolean {
  const left = event.target as HTMLElement & { disabled?: boolean };
  return Boolean(box?.contains(event.relatedTarget)) || (event.relatedTarget === null && left.disabled === true);
}

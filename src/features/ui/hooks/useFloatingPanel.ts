/**
 * Lifts an open `Disclosure`'s panel into the browser's top layer (a popover) and keeps it
 * beside its button, below it or above it when only there it fits, while the page or a
 * table scrolls: a panel in a table that scrolls sideways, or in a dialog, would otherwise
 * be cut off at their edges. Apart from `Disclosure`, whose panels on the pages every
 * visitor opens need none of it; `floatingClass` (the caller's CSS) undoes the popover's own
 * frame and fixes the panel where this places it.
 */
import { useLayoutEffect, type RefObject } from 'react';

// Between the button and the panel, and the least room left at the window's edges.
const GAP = 8;
const EDGE = 8;

function placeBeside(panel: HTMLElement, button: DOMRect) {
  const { offsetWidth: width, offsetHeight: height } = panel;
  const below = button.bottom + GAP;
  const above = button.top - GAP - height;
  const top = below + height > window.innerHeight - EDGE && above >= EDGE ? above : below;
  const left = Math.max(EDGE, Math.min(button.left, document.documentElement.clientWidth - EDGE - width));
  panel.style.translate = '';
  panel.style.top = `${top}px`;
  panel.style.left = `${left}px`;
}

/** `content`: an element the panel holds directly; `button`: the one that opens it. */
export function useFloatingPanel(
  enabled: boolean,
  open: boolean,
  content: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  floatingClass: string,
) {
  useLayoutEffect(() => {
    const panel = content.current?.parentElement;
    if (!enabled || !open || !panel) return;
    panel.classList.add(floatingClass);
    if (typeof panel.showPopover === 'function') {
      panel.setAttribute('popover', 'manual');
      panel.showPopover();
    }
    const place = () => button.current && placeBeside(panel, button.current.getBoundingClientRect());
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [enabled, open, content, button, floatingClass]);
}

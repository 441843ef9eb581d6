/**
 * A button that opens a small panel below it, in the look of antd's popover, as plain
 * elements (the WAI-ARIA disclosure pattern): the panel takes the focus, Escape closes
 * it and gives the focus back to the button (as does a panel that closes itself while
 * the focus is in it: a tip sent), a click elsewhere closes it. The panel stays within
 * the window (it moves sideways when it would cross an edge) and within a size container
 * such as a performer card. antd's popover brought its overlay, motion
 * and the form's context to the pages every visitor opens.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { focusStaysIn } from '../focus';
import styles from './Disclosure.module.css';

/** What the button needs: spread it on the element `trigger` returns. */
export interface DisclosureTriggerProps {
  onClick: () => void;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'data-disclosure-trigger': '';
}

interface Props {
  trigger: (props: DisclosureTriggerProps) => ReactElement;
  /** The panel's content. */
  children: ReactNode;
  title?: ReactNode;
  /** Controlled, for a panel that closes itself when its work is done. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Which edge of the panel lines up with the button's. */
  align?: 'start' | 'end';
  /** Places the whole (a heart over a card); without it the button stays in the flow. */
  className?: string;
  testId?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';
// The least room left between the panel and the window's edge.
const EDGE = 8;

export function Disclosure({ trigger, children, title, open: controlled, onOpenChange, align = 'start', className, testId }: Props) {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Whether the focus is in the panel: the browser says nothing when the focused element is removed with it.
  const focusInside = useRef(false);
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  // The listeners below close through the latest props.
  const close = useRef(() => setOpen(false));
  useEffect(() => {
    close.current = () => setOpen(false);
  });

  // Moved back inside the window before it is painted, and again whenever its content
  // changes its size (a panel whose content is a script loaded when it opens).
  useLayoutEffect(() => {
    const box = panel.current;
    if (!open || !box) return;
    const place = () => {
      box.style.translate = '';
      const { left, right } = box.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const shift = right > width - EDGE ? width - EDGE - right : left < EDGE ? EDGE - left : 0;
      if (shift) box.style.translate = `${shift}px 0`;
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(place);
    resized.observe(box);
    return () => resized.disconnect();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    const away = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close.current();
    };
    document.addEventListener('mousedown', away);
    const anchor = root.current;
    return () => {
      document.removeEventListener('mousedown', away);
      // Closed with the focus in it: without this the focus falls back to the top of the page.
      if (focusInside.current) anchor?.querySelector<HTMLElement>('[data-disclosure-trigger]')?.focus({ preventScroll: true });
      focusInside.current = false;
    };
  }, [open]);

  return (
    <span
      ref={root}
      className={className ?? styles.anchor}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        root.current?.querySelector<HTMLElement>('[data-disclosure-trigger]')?.focus();
      }}
    >
      {trigger({
        onClick: () => setOpen(!open),
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
        'data-disclosure-trigger': '',
      })}
      {open && (
        <div
          id={id}
          ref={panel}
          className={`${styles.panel} ${align === 'end' ? styles.end : styles.start}`}
          onFocus={() => (focusInside.current = true)}
          onBlur={(event) => (focusInside.current = focusStaysIn(panel.current, event))}
          data-testid={testId}
        >
          {title && <div className={styles.title}>{title}</div>}
          {children}
        </div>
      )}
    </span>
  );
}

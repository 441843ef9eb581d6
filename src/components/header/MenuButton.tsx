/**
 * A button that opens a short menu below it: the header's language, login and account
 * menus. The WAI-ARIA menu button pattern with plain elements (arrow keys, Home and End
 * move; Escape closes and gives the focus back to the button; a click elsewhere or Tab
 * closes), so the header, which is on every page, carries none of antd's menu, dropdown
 * and overlay code. Colours come from the theme's CSS variables.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Link from 'next/link';
import { Button } from '@/features/ui/components/Button';
import styles from './MenuButton.module.css';

export type MenuButtonEntry =
  | {
      key: string;
      label: ReactNode;
      icon?: ReactNode;
      /** A page to open; an entry without one runs `onSelect`. */
      href?: string;
      /** Marks the current choice of a menu of choices (the language). */
      checked?: boolean;
      lang?: string;
    }
  /** A line of text that is not a choice (the account's name). */
  | { key: string; heading: ReactNode }
  | { key: string; divider: true };

interface Props {
  /** The button's content. */
  children: ReactNode;
  entries: MenuButtonEntry[];
  /** Runs with the key of an entry without `href` when it is chosen. */
  onSelect?: (key: string) => void;
  /** The button's accessible name when its content is not enough. */
  ariaLabel?: string;
  testId?: string;
  className?: string;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
}

export function MenuButton({ children, entries, onSelect, ariaLabel, testId, className, align = 'end' }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }, []);

  // Opening moves the focus to the current choice, or the first entry.
  useEffect(() => {
    if (!open) return;
    const all = items();
    (all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
    const away = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open, close]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(all.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return close(false);
    else return;
    event.preventDefault();
  };

  const choose = (key: string) => {
    close(true);
    onSelect?.(key);
  };

  return (
    <div className={styles.root} ref={root}>
      <Button
        ref={button}
        type="text"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        data-testid={testId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </Button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          ref={menu}
          className={`${styles.menu} ${align === 'end' ? styles.end : styles.start}`}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry) => {
            if ('divider' in entry) return <li key={entry.key} role="separator" className={styles.divider} />;
            if ('heading' in entry)
              return (
                <li key={entry.key} role="presentation" className={styles.heading}>
                  {entry.heading}
                </li>
              );
            const role = entry.checked === undefined ? 'menuitem' : 'menuitemradio';
            const content = (
              <>
                {entry.icon && <span className={styles.icon}>{entry.icon}</span>}
                <span lang={entry.lang}>{entry.label}</span>
              </>
            );
            const common = {
              role,
              'aria-checked': entry.checked,
              tabIndex: -1,
              'data-menu-item': '',
              className: entry.checked ? `${styles.item} ${styles.checked}` : styles.item,
            };
            return (
              <li key={entry.key} role="none">
                {entry.href ? (
                  <Link href={entry.href} {...common} onClick={() => close(false)}>
                    {content}
                  </Link>
                ) : (
                  <button type="button" {...common} onClick={() => choose(entry.key)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

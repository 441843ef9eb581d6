/**
 * Tabs in the look of antd's line tabs, as plain elements with the roles a screen reader
 * knows (tablist, tab, tabpanel; the arrow keys move between the tabs). A panel is drawn
 * when its tab is first chosen and kept, hidden, after that, as antd does: a panel that
 * loads its list loads it once it is looked at; `forceRender` draws it from the start (a
 * form's fields in every tab, all of them sent and checked). With `destroyOnHidden` only the
 * chosen panel is drawn (antd's option of that name): a form in it starts afresh, from what
 * was saved, each time its tab is chosen. `activeKey` and `onChange` make the choice the
 * parent's (a form that shows the tab of a field it refused). `sideFrom` puts the tabs in a
 * column beside the panel on a screen at least that wide (antd's `tabPlacement="start"`), for
 * a row of tabs too long for it.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useMinWidth } from '@/lib/useMinWidth';
import styles from './Tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  /** Before the label (an `Icon`). */
  icon?: ReactNode;
  children: ReactNode;
  /** Drawn, hidden, before its tab is first chosen. */
  forceRender?: boolean;
}

export function Tabs({
  items,
  defaultKey,
  activeKey,
  onChange,
  size = 'middle',
  destroyOnHidden = false,
  sideFrom,
  'data-testid': testId,
}: {
  items: TabItem[];
  defaultKey?: string;
  /** The chosen tab, when the parent keeps it. */
  activeKey?: string;
  onChange?: (key: string) => void;
  /** antd's small tabs (less room above and below the labels), for a form inside a dialog. */
  size?: 'small' | 'middle';
  destroyOnHidden?: boolean;
  /** The width in pixels (antd's lg: 992) from which the tabs stand in a column at the start. */
  sideFrom?: number;
  'data-testid'?: string;
}) {
  const id = useId();
  const wide = useMinWidth(sideFrom ?? 0);
  const side = sideFrom !== undefined && wide;
  const [own, setOwn] = useState(defaultKey ?? items[0]?.key);
  const active = activeKey ?? own;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([active]));
  if (!opened.has(active)) setOpened(new Set([...opened, active]));
  const choose = (key: string) => {
    setOwn(key);
    onChange?.(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Along the row with left and right, along the column with up and down.
    const [back, forward] = side ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    const step = event.key === forward ? 1 : event.key === back ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = items[(items.findIndex((item) => item.key === active) + step + items.length) % items.length];
    choose(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };
  const shown = items.filter((item) => (destroyOnHidden ? item.key === active : item.forceRender || opened.has(item.key)));
  const listClasses = [styles.list, size === 'small' && styles.small].filter(Boolean).join(' ');

  return (
    <div className={side ? styles.side : undefined} data-testid={testId}>
      <div role="tablist" aria-orientation={side ? 'vertical' : 'horizontal'} className={listClasses} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            id={`${id}-tab-${item.key}`}
            type="button"
            role="tab"
            aria-selected={item.key === active}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === active ? 0 : -1}
            className={item.key === active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => choose(item.key)}
          >
            {item.icon && <span className={styles.icon}>{item.icon}</span>}
            {item.label}
          </button>
        ))}
      </div>
      <div className={styles.panels}>
        {shown.map((item) => (
          <div
            key={item.key}
            id={`${id}-panel-${item.key}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== active}
          >
            {item.children}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * Tabs in the look of antd's line tabs, as plain elements with the roles a screen reader
 * knows (tablist, tab, tabpanel; the arrow keys move between the tabs). A panel is drawn
 * when its tab is first chosen and kept, hidden, after that, as antd does: a panel that
 * loads its list loads it once it is looked at.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export function Tabs({ items, defaultKey }: { items: TabItem[]; defaultKey?: string }) {
  const id = useId();
  const [active, setActive] = useState(defaultKey ?? items[0]?.key);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([active]));
  const choose = (key: string) => {
    setActive(key);
    setOpened((before) => (before.has(key) ? before : new Set([...before, key])));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = items[(items.findIndex((item) => item.key === active) + step + items.length) % items.length];
    choose(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };

  return (
    <div>
      <div role="tablist" className={styles.list} onKeyDown={onKeyDown}>
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
            {item.label}
          </button>
        ))}
      </div>
      {items
        .filter((item) => opened.has(item.key))
        .map((item) => (
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
  );
}

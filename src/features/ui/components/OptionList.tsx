/**
 * The choices that open under a field offering them (a select with a search, a search of
 * accounts), in the look of antd's Select dropdown: a `listbox` whose active option the
 * field's arrow keys move (the field points at it with aria-activedescendant), picked by a
 * click that leaves the focus in the field, so that typing goes on.
 */
import type { ReactNode } from 'react';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { Icon } from './Icon';
import styles from './OptionList.module.css';

export interface ListOption {
  value: string;
  label: ReactNode;
  /** Not to be picked (a list that holds as many as it may). */
  disabled?: boolean;
}

/** The id of an option, for the field's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The option `step` away from `from` that can be picked, going round the list; -1 when none can. */
export function nextEnabled(options: readonly ListOption[], from: number, step: 1 | -1): number {
  const count = options.length;
  for (let moved = 1; moved <= count; moved += 1) {
    const index = (((from + step * moved) % count) + count) % count;
    if (!options[index].disabled) return index;
  }
  return -1;
}

export function OptionList({
  id,
  label,
  options,
  active,
  multiple = false,
  isChosen = () => false,
  onPick,
  onActive,
  empty,
}: {
  id: string;
  /** The list's name for screen readers (the field's label). */
  label: string;
  options: readonly ListOption[];
  /** The index of the option the arrow keys are on, -1 for none. */
  active: number;
  /** Several may be chosen: a chosen option carries a tick. */
  multiple?: boolean;
  isChosen?: (value: string) => boolean;
  onPick: (value: string) => void;
  onActive: (index: number) => void;
  /** Shown when no option matches (antd's "no data"). */
  empty: ReactNode;
}) {
  return (
    <ul id={id} role="listbox" aria-label={label} aria-multiselectable={multiple || undefined} className={styles.list}>
      {options.length === 0 ? (
        <li role="presentation" className={styles.empty}>
          {empty}
        </li>
      ) : (
        options.map((option, index) => {
          const chosen = isChosen(option.value);
          const classes = [styles.option, index === active && styles.active, chosen && styles.chosen, option.disabled && styles.disabled];
          return (
            <li
              key={option.value}
              id={optionId(id, index)}
              role="option"
              aria-selected={chosen}
              aria-disabled={option.disabled || undefined}
              className={classes.filter(Boolean).join(' ')}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && onActive(index)}
              onClick={() => !option.disabled && onPick(option.value)}
            >
              <span className={styles.label}>{option.label}</span>
              {multiple && chosen && <Icon icon={CheckOutlined} className={styles.tick} />}
            </li>
          );
        })
      )}
    </ul>
  );
}

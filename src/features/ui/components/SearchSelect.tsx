/**
 * A search that offers what it found to pick one (an account to block), in the look of
 * antd's Select with a search and no value of its own: `onSearch` with each change of
 * the text, the found `options` in a list under it (arrow keys, Enter, Escape), `onPick`
 * with the picked one's value, after which the search starts empty again. Nothing is
 * listed while nothing is found.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Icon } from './Icon';
import { optionId, OptionList, type ListOption } from './OptionList';
import field from './Field.module.css';
import styles from './SearchSelect.module.css';

export function SearchSelect({
  placeholder,
  options,
  onSearch,
  onPick,
  loading = false,
  disabled = false,
  'data-testid': testId,
}: {
  /** Also the search's name for screen readers. */
  placeholder: string;
  options: readonly ListOption[];
  onSearch: (text: string) => void;
  onPick: (value: string) => void;
  loading?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
}) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const expanded = open && options.length > 0;

  const pick = (value: string) => {
    setText('');
    setOpen(false);
    onPick(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length) setActive((before) => (before + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && options[active]) pick(options[active].value);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={styles.holder} data-testid={testId}>
      <span className={`${field.field} ${field.affixed} ${styles.box}`}>
        <input
          type="text"
          role="combobox"
          aria-label={placeholder}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && options[active] ? optionId(listId, active) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
            onSearch(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <Icon icon={loading ? LoadingOutlined : SearchOutlined} spin={loading} className={styles.icon} />
      </span>
      {expanded && (
        <OptionList
          id={listId}
          label={placeholder}
          options={options}
          active={Math.min(active, options.length - 1)}
          onPick={pick}
          onActive={setActive}
          empty={null}
        />
      )}
    </div>
  );
}

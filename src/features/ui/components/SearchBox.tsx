/**
 * A list's free-text search: a search field and its button, sent with Enter or the
 * button; emptying the field (its clear button too) searches for everything again. A
 * plain form: light on the pages visitors open first, and at home with the keyboard,
 * screen readers and phones.
 */
import type { FormEvent } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Icon } from '@/features/ui/components/Icon';
import field from './Field.module.css';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  /** The text searched for now; the field shows it again when it changes elsewhere (a link, the back button). */
  value: string;
  placeholder: string;
  /** The button's name for screen readers. */
  buttonLabel: string;
  onSearch: (text: string) => void;
  /** The button in the theme's colour (antd's `enterButton`), for a search that is the list's main control. */
  enterButton?: boolean;
  className?: string;
  testId?: string;
}

export function SearchBox({ value, placeholder, buttonLabel, onSearch, enterButton = false, className, testId }: SearchBoxProps) {
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" className={`${styles.box} ${className ?? ''}`} onSubmit={search} data-testid={testId}>
      <input
        key={value}
        type="search"
        name="q"
        className={field.field}
        defaultValue={value}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => event.target.value === '' && value && onSearch('')}
      />
      <button type="submit" className={enterButton ? `${styles.button} ${styles.enter}` : styles.button} aria-label={buttonLabel}>
        <Icon icon={SearchOutlined} />
      </button>
    </form>
  );
}

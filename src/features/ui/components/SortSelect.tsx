/** A list's order: the browser's own select with its label inside the field, in the look of antd's. */
import field from './Field.module.css';
import styles from './SortSelect.module.css';

export interface SortSelectProps<T extends string> {
  /** "Sort by", shown before the chosen order. */
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
  testId?: string;
}

export function SortSelect<T extends string>({ label, value, options, onChange, className, testId }: SortSelectProps<T>) {
  return (
    <label className={`${field.field} ${styles.sort} ${className ?? ''}`}>
      <span className={styles.label}>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as T)} data-testid={testId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

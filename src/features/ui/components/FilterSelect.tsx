/**
 * One of a list's filters as the browser's own select: its first choice, empty, is "all"
 * (`placeholder`, or the filter's name), grey while chosen as antd's placeholder, and
 * choosing it again clears the filter. Typing a choice's first letters picks it.
 */
import field from './Field.module.css';
import styles from './FilterSelect.module.css';

export function FilterSelect<T extends string>({
  label,
  placeholder = label,
  value,
  options,
  onChange,
  className,
  testId,
}: {
  /** The filter's name, for screen readers. */
  label: string;
  placeholder?: string;
  value: T | null | undefined;
  options: { value: T; label: string }[];
  /** null: every item again. */
  onChange: (value: T | null) => void;
  className?: string;
  testId?: string;
}) {
  return (
    <select
      className={[field.field, styles.select, className].filter(Boolean).join(' ')}
      value={value ?? ''}
      aria-label={label}
      onChange={(event) => onChange((event.target.value || null) as T | null)}
      data-testid={testId}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

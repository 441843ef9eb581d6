/**
 * A choice of one among a few, as a row of toggle buttons in the look of antd's button-style
 * radios and Segmented: the browser's own radio inputs, so that the choice goes with a form's
 * values under `name` and the arrow keys move between the options. `block` spreads the row
 * over the width.
 */
import type { ReactNode } from 'react';
import styles from './Choices.module.css';

export function Choices<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  block = false,
  legendHidden = false,
  testId,
}: {
  name: string;
  legend: ReactNode;
  options: { value: T; label: ReactNode }[];
  value: T | null;
  onChange: (value: T) => void;
  block?: boolean;
  /** The legend for screen readers only (the choice speaks for itself on the screen). */
  legendHidden?: boolean;
  testId?: string;
}) {
  return (
    <fieldset className={block ? `${styles.choices} ${styles.block}` : styles.choices} data-testid={testId}>
      <legend className={legendHidden ? styles.hiddenLegend : styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={option.value === value ? `${styles.choice} ${styles.chosen}` : styles.choice}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

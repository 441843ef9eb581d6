/**
 * Picks a range of whole days: a choice of the last 7, 30, 90 or 365 days, or any first and
 * last day in the browser's own date fields. The value is kept as 'YYYY-MM-DD' strings; a
 * first day after the last moves the other along, so the range is never upside down.
 */
import { useTranslation } from 'next-i18next/pages';
import { lastDays, type DayRange } from '../range';
import field from '@/features/ui/components/Field.module.css';
import styles from './DayRangePicker.module.css';

const PRESETS = [7, 30, 90, 365] as const;

export function DayRangePicker({ value, onChange, testId }: { value: DayRange; onChange: (range: DayRange) => void; testId?: string }) {
  const { t } = useTranslation('account');
  const preset = PRESETS.find((days) => {
    const range = lastDays(days);
    return range.from === value.from && range.to === value.to;
  });
  const choose = (from: string, to: string) => {
    if (from && to) onChange({ from, to });
  };
  return (
    <span className={styles.range} data-testid={testId}>
      <select
        className={field.field}
        value={preset ?? ''}
        onChange={(event) => event.target.value && onChange(lastDays(Number(event.target.value)))}
        aria-label={t('earnings.range.period')}
      >
        {preset === undefined && <option value="">{t('earnings.range.custom')}</option>}
        {PRESETS.map((days) => (
          <option key={days} value={days}>
            {t(`earnings.range.last${days}`)}
          </option>
        ))}
      </select>
      <input
        type="date"
        className={field.field}
        value={value.from}
        max={value.to}
        onChange={(event) => choose(event.target.value, value.to < event.target.value ? event.target.value : value.to)}
        aria-label={t('earnings.range.from')}
        data-testid={testId && `${testId}-from`}
      />
      <span aria-hidden="true">–</span>
      <input
        type="date"
        className={field.field}
        value={value.to}
        min={value.from}
        onChange={(event) => choose(value.from > event.target.value ? event.target.value : value.from, event.target.value)}
        aria-label={t('earnings.range.to')}
        data-testid={testId && `${testId}-to`}
      />
    </span>
  );
}

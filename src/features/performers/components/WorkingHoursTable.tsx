/** A performer's week: each day's hours, or closed, with weekday names in the visitor's language. */
import { useTranslation } from 'next-i18next/pages';
import { WEEKDAYS } from '@/shared/constants';
import type { PerformerDetails } from '@/shared/schemas/performers';
import { weekdayName } from '../attributes';
import styles from './PerformerPage.module.css';

export function WorkingHoursTable({ workingHours }: { workingHours: PerformerDetails['workingHours'] }) {
  const { t, i18n } = useTranslation('components');
  return (
    <table className={styles.hours} data-testid="working-hours">
      <tbody>
        {WEEKDAYS.map((day) => {
          const hours = workingHours[day];
          const open = hours && !hours.closed;
          return (
            <tr key={day} className={open ? undefined : styles.closed}>
              <th scope="row">{weekdayName(day, i18n.language)}</th>
              <td>{open ? `${hours.start} – ${hours.end}` : t('profile.closed')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Dates as the product shows them: always in the Europe/Amsterdam zone
 * (docs/domain.md#dates-languages-and-look), so server rendering and every visitor's browser print the same text.
 */
import moment from '@/lib/moment';
import { DATE_FORMAT, TIMEZONE } from '@/shared/constants';

/**
 * Formats an ISO string, Date or epoch milliseconds with a moment format
 * (default DD/MM/YYYY HH:mm:ss). Empty or unreadable values give ''.
 */
export function formatDate(value: string | number | Date | null | undefined, format: string = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const date = moment.tz(value, TIMEZONE);
  return date.isValid() ? date.format(format) : '';
}

/** The format of the browser's date and time field (`datetime-local`), minutes included. */
const LOCAL_TIME_FORMAT = 'YYYY-MM-DDTHH:mm';

/** An instant as a date and time field shows it: its time in Amsterdam; '' for none. */
export const amsterdamLocalTime = (value: string | null | undefined) => formatDate(value, LOCAL_TIME_FORMAT);

/** The instant a date and time field's value names in Amsterdam, as ISO; null when it is empty or no date. */
export function fromAmsterdamLocalTime(text: string): string | null {
  if (!text) return null;
  const date = moment.tz(text, [LOCAL_TIME_FORMAT, `${LOCAL_TIME_FORMAT}:ss`], true, TIMEZONE);
  return date.isValid() ? date.toISOString() : null;
}

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

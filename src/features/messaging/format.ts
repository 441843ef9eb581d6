/** How messaging shows times: the hour today, the date otherwise, always in Europe/Amsterdam. */
import { formatDate } from '@/lib/dates';

/** 'HH:mm' for a time on the same Amsterdam day as `now`, else 'DD/MM/YYYY' (with the hour when `withHour`). */
export function shortTime(value: string | null, now: Date = new Date(), withHour = false): string {
  if (!value) return '';
  const today = formatDate(value, 'YYYY-MM-DD') === formatDate(now, 'YYYY-MM-DD');
  return formatDate(value, today ? 'HH:mm' : withHour ? 'DD/MM/YYYY HH:mm' : 'DD/MM/YYYY');
}

/**
 * Date ranges of the earnings and payout pages: whole days in the Europe/Amsterdam
 * zone (docs/domain.md#earnings-and-payouts), kept in the store as 'YYYY-MM-DD' and sent to the API as
 * the first and last instant of those days.
 */
import moment from '@/lib/moment';
import { TIMEZONE } from '@/shared/constants';
import type { DateRange } from '@/shared/schemas/earnings';

/** First and last day, inclusive, as 'YYYY-MM-DD' in Amsterdam. */
export interface DayRange {
  from: string;
  to: string;
}

export const DAY_FORMAT = 'YYYY-MM-DD';

/** The last `days` days up to today in Amsterdam. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const today = moment.tz(now, TIMEZONE);
  return {
    from: today
      .clone()
      .subtract(days - 1, 'days')
      .format(DAY_FORMAT),
    to: today.format(DAY_FORMAT),
  };
}

/** The range as the API reads it: start of the first day to the end of the last. */
export function toApiRange(range: DayRange): Required<DateRange> {
  return {
    fromDate: moment.tz(range.from, DAY_FORMAT, TIMEZONE).startOf('day').toISOString(),
    toDate: moment.tz(range.to, DAY_FORMAT, TIMEZONE).endOf('day').toISOString(),
  };
}

/** Every day of the range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  const end = moment.tz(range.to, DAY_FORMAT, TIMEZONE);
  for (const day = moment.tz(range.from, DAY_FORMAT, TIMEZONE); !day.isAfter(end, 'day') && days.length < 1000; day.add(1, 'day'))
    days.push(day.format(DAY_FORMAT));
  return days;
}

export const sameRange = (a: DayRange | null, b: DayRange | null) => Boolean(a && b && a.from === b.from && a.to === b.to);

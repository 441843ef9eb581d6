/** When a mute ends, as the chat says it: the day and time in Amsterdam (the product's zone), in the reader's language. */
import { TIMEZONE } from '@/shared/constants';

export const untilText = (until: string | null, locale: string) =>
  until
    ? new Intl.DateTimeFormat(locale, { timeZone: TIMEZONE, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
        new Date(until),
      )
    : '';

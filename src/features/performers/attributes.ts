/**
 * How the performer page prints profile attributes: language, country and weekday names
 * in the visitor's language from the runtime's CLDR data, so no name lists ship (height
 * and weight go through src/lib/format.ts).
 */
import { WEEKDAYS, type Weekday } from '@/shared/constants';

function displayName(type: 'language' | 'region', code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
  } catch {
    // an unknown code or locale tag: the code itself is still readable
    return code;
  }
}

/** "nl" in English → "Dutch". */
export const languageName = (code: string, locale: string) => displayName('language', code, locale);

/** "NL" in English → "Netherlands". */
export const countryName = (code: string, locale: string) => displayName('region', code.toUpperCase(), locale);

/** "mon" in Dutch → "maandag". */
export function weekdayName(day: Weekday, locale: string): string {
  // 1 January 2024 was a Monday; UTC keeps the day the same in every time zone.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  try {
    return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return day;
  }
}

/**
 * How the performer page prints profile attributes: height and weight in both unit
 * systems (kg = lbs × 0.45, docs/domain.md#form-and-upload-rules), and language, country and weekday names
 * in the visitor's language from the runtime's CLDR data, so no name lists ship.
 */
import { KG_PER_LB } from '@/shared/constants';
import { WEEKDAYS, type Weekday } from '@/shared/constants';

const CM_PER_INCH = 2.54;

/** 66 → "5 ft 6 in (168 cm)". */
export function formatHeight(inches: number): string {
  const feet = Math.floor(inches / 12);
  return `${feet} ft ${inches - feet * 12} in (${Math.round(inches * CM_PER_INCH)} cm)`;
}

/** 132 → "132 lbs (59 kg)". */
export function formatWeight(lbs: number): string {
  return `${lbs} lbs (${Math.round(lbs * KG_PER_LB)} kg)`;
}

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

/**
 * Performers must be adults: one rule for the registration form, the profile form and
 * the server. A date of birth is a calendar date `YYYY-MM-DD`; the age counts whole
 * years by the site's days (Europe/Amsterdam), so someone turns 18 at midnight there.
 */
import { TIMEZONE } from './constants';

export const MINIMUM_AGE = 18;

/** The server's refusals, shown by the forms as they are (translated through `common`). */
export const ADULT_TEXTS = {
  tooYoung: 'You must be 18 or older to work as a performer',
  notADate: 'Please enter your date of birth as a real date',
} as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a date that exists on the calendar (`2001-02-29` does not), written `YYYY-MM-DD`, from 1900 on. */
export function isRealDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in the site's time zone, `YYYY-MM-DD`. */
export const siteToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Whole years from `dateOfBirth` to `now` (in the site's days); null when it is not a real date or lies ahead. */
export function ageOn(dateOfBirth: string, now: Date = new Date()): number | null {
  if (!isRealDate(dateOfBirth)) return null;
  const today = siteToday(now);
  if (dateOfBirth > today) return null;
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  // Not yet had this year's birthday (a 29 February birthday comes on 1 March in other years).
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** True when someone born on `dateOfBirth` (a real date) is 18 or older on `now`. */
export function isAdult(dateOfBirth: string, now: Date = new Date()): boolean {
  const age = ageOn(dateOfBirth, now);
  return age !== null && age >= MINIMUM_AGE;
}

/** Why a performer's date of birth is refused, or null when it is fine. */
export function dateOfBirthProblem(dateOfBirth: string, now: Date = new Date()): string | null {
  if (!isRealDate(dateOfBirth)) return ADULT_TEXTS.notADate;
  return isAdult(dateOfBirth, now) ? null : ADULT_TEXTS.tooYoung;
}

/** The latest date of birth of someone who is 18 or older on `now` (a date picker's last day), `YYYY-MM-DD`. */
export function latestAdultBirthDate(now: Date = new Date()): string {
  const today = siteToday(now);
  const date = `${Number(today.slice(0, 4)) - MINIMUM_AGE}${today.slice(4)}`;
  // Someone born on 29 February is 18 only from 1 March in a year without one.
  return isRealDate(date) ? date : date.replace('-02-29', '-02-28');
}

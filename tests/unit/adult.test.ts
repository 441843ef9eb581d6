/** The adult rule's dates: ages count whole years by the site's days, and a picker's last day is an 18th birthday. */
import { ageOn, isAdult, latestAdultBirthDate } from '@/shared/adult';

// Noon in Amsterdam, so that the site's day is the calendar day written.
const on = (date: string) => new Date(`${date}T12:00:00+01:00`);

test('the latest date of birth offered is that of someone who turns 18 today', () => {
  expect(latestAdultBirthDate(on('2026-12-03'))).toBe('2008-12-03');
  expect(isAdult('2008-12-03', on('2026-12-03'))).toBe(true);
  expect(isAdult('2008-12-04', on('2026-12-03'))).toBe(false);
});

test('on 29 February the latest date of birth is 28 February of a year without one', () => {
  expect(latestAdultBirthDate(on('2028-02-29'))).toBe('2010-02-28');
  expect(ageOn('2010-02-28', on('2028-02-29'))).toBe(18);
});

test("the site's day decides: late evening in New York is already the next day in Amsterdam", () => {
  expect(latestAdultBirthDate(new Date('2026-12-02T23:30:00-05:00'))).toBe('2008-12-03');
});

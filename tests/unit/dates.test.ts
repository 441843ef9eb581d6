/**
 * Pages carry only the Europe/Amsterdam zone (src/lib/amsterdam-zone.ts), not moment's
 * whole time-zone database: it must be the installed data's zone, and print every date
 * as the whole database does, across summer and winter time and the years shown.
 */
import type { Moment, MomentTimezone } from 'moment-timezone';
// Its types only: pack and filterYears on moment.tz.
import type {} from 'moment-timezone/moment-timezone-utils';
import { AMSTERDAM_ZONE, AMSTERDAM_ZONE_YEARS } from '@/lib/amsterdam-zone';

type WithTz = ((...args: unknown[]) => Moment) & { tz: MomentTimezone };

/** A module loaded in a registry of its own, so the two moments share no zones. */
function isolated<T>(load: () => T): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = load();
  });
  return loaded!;
}

const productMoment = isolated(() => (jest.requireActual('@/lib/moment') as { default: WithTz }).default);
const fullMoment = isolated(() => {
  const full = jest.requireActual('moment-timezone') as WithTz;
  jest.requireActual('moment-timezone/moment-timezone-utils');
  return full;
});

it("is the installed data's zone (after updating moment-timezone: node scripts/amsterdam-zone.mjs)", () => {
  const zone = fullMoment.tz.zone('Europe/Amsterdam')!;
  const [first, last] = AMSTERDAM_ZONE_YEARS;
  expect(AMSTERDAM_ZONE).toBe(fullMoment.tz.pack(fullMoment.tz.filterYears(zone, first, last)));
});

it('is the only zone the pages carry', () => {
  expect(productMoment.tz.names()).toEqual(['Europe/Amsterdam']);
});

it.each([
  '1950-07-01T12:00:00Z',
  '1995-06-15T00:00:00Z',
  '2026-03-29T00:59:59Z',
  '2026-03-29T01:00:00Z',
  '2026-10-25T00:59:59Z',
  '2026-10-25T01:00:00Z',
  '2026-11-25T23:30:00Z',
  '2099-08-01T22:15:00Z',
])('prints %s as the whole database does', (instant) => {
  const format = 'DD/MM/YYYY HH:mm:ss Z';
  expect(productMoment.tz(instant, 'Europe/Amsterdam').format(format)).toBe(fullMoment.tz(instant, 'Europe/Amsterdam').format(format));
});

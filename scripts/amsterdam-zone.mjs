// Writes src/lib/amsterdam-zone.ts: the Europe/Amsterdam zone from the installed
// moment-timezone data, packed, for the years 1900 to 2100. The product shows every
// date in that one zone, so pages carry it instead of the whole time-zone database.
// Run after updating moment-timezone: `node scripts/amsterdam-zone.mjs`
// (tests/unit/dates.test.ts fails while the file is behind the installed data).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const moment = require('moment-timezone');
require('moment-timezone/moment-timezone-utils');

const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;
const zone = moment.tz.zone('Europe/Amsterdam');
const packed = moment.tz.pack(moment.tz.filterYears(zone, FIRST_YEAR, LAST_YEAR));

writeFileSync(
  new URL('../src/lib/amsterdam-zone.ts', import.meta.url),
  `/** Europe/Amsterdam, ${FIRST_YEAR} to ${LAST_YEAR}, packed from moment-timezone's data ${moment.tz.dataVersion}. Written by scripts/amsterdam-zone.mjs. */
export const AMSTERDAM_ZONE_YEARS = [${FIRST_YEAR}, ${LAST_YEAR}] as const;
export const AMSTERDAM_ZONE = '${packed}';
`,
);
console.log(`src/lib/amsterdam-zone.ts: ${packed.length} characters (data ${moment.tz.dataVersion})`);

/**
 * moment-timezone with the one zone the product shows dates in (Europe/Amsterdam)
 * instead of the whole time-zone database, which would weigh on every page. Import
 * moment from here, never from 'moment-timezone'.
 */
import moment from 'moment-timezone/moment-timezone';
import { AMSTERDAM_ZONE } from './amsterdam-zone';

if (!moment.tz.zone('Europe/Amsterdam')) moment.tz.add(AMSTERDAM_ZONE);

export default moment;

import { DEFAULT_SCHOOL_TIME_ZONE, isTimeZone } from '../model/time-zone';
import type { PublicConfig } from '../model/config-defaults';
import { signal } from './signals';

/**
 * The school's time zone, which decides "today" on this page (date pickers, birthday rules):
 * the server's, from `GET /api/config`, never the browser's. One per page: a school has one.
 */
export const schoolTimeZone = signal(DEFAULT_SCHOOL_TIME_ZONE);

/** Takes the zone of a loaded config; one the browser does not know keeps the previous. */
export function adoptSchoolTimeZone(config: Pick<PublicConfig, 'timeZone'>): void {
  if (config.timeZone && isTimeZone(config.timeZone)) schoolTimeZone.value = config.timeZone;
}

/**
 * The school's time zone: the default and the check of a configured one. Apart from
 * school-time.ts (the dates in that zone) so a widget's first paint, which checks the zone of
 * `GET /api/config`, does not carry the date arithmetic only its booking forms use.
 */

/** The zone when none is configured. */
export const DEFAULT_SCHOOL_TIME_ZONE = 'Europe/Berlin';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
export function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows `timeZone` as an IANA zone (e.g. `Europe/Berlin`). */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

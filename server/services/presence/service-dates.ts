import { WEEKDAYS } from '../../../shared/model/enums';
import {
  NEXT_SERVICE_DAY_SEARCH_DAYS,
  PRESENCE_WINDOW_DAYS,
  type PresenceService,
} from '../../../shared/model/presence';
import { runsOn, type SchoolCalendar } from '../booking/rules/collision';

/**
 * Which dates a register exists for (spec 001 §4.5, §9): the slot's weekday, within the
 * service's dates, on a day it runs (no public holiday; no break unless a holiday camp — the
 * booking rules' `runsOn`). Pure: dates are yyyy-MM-dd, "today" is the school's.
 */

const DAY_MS = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);
/** yyyy-MM-dd `days` after `iso` (calendar arithmetic on the date itself, no time zone). */
export const shiftDate = (iso: string, days: number) => toIso(toTime(iso) + days * DAY_MS);
const weekdayOf = (iso: string) => WEEKDAYS[(new Date(toTime(iso)).getUTCDay() + 6) % 7];

/** Whether the slot's service takes place on `date`. */
export function isServiceDay(
  service: PresenceService,
  calendar: SchoolCalendar,
  date: string,
): boolean {
  if (weekdayOf(date) !== service.dayOfWeek) return false;
  if (service.startDate !== null && date < service.startDate) return false;
  if (service.endDate !== null && date > service.endDate) return false;
  return runsOn(
    { businessArea: service.businessArea, startDate: null, endDate: null, slots: [] },
    date,
    calendar,
  );
}

/**
 * The next-presence window: the service days from 14 days before to 14 days after today,
 * capped by the service's start and end dates.
 */
export function serviceDatesInWindow(
  service: PresenceService,
  calendar: SchoolCalendar,
  today: string,
): string[] {
  const dates: string[] = [];
  for (let day = -PRESENCE_WINDOW_DAYS; day <= PRESENCE_WINDOW_DAYS; day++) {
    const date = shiftDate(today, day);
    if (isServiceDay(service, calendar, date)) dates.push(date);
  }
  return dates;
}

/** `from` when the service runs then, else the next service day up to 7 days ahead, else null. */
export function nextServiceDay(
  service: PresenceService,
  calendar: SchoolCalendar,
  from: string,
): string | null {
  for (let day = 0; day <= NEXT_SERVICE_DAY_SEARCH_DAYS; day++) {
    const date = shiftDate(from, day);
    if (isServiceDay(service, calendar, date)) return date;
  }
  return null;
}

/** A year of weeks: how far the PDF looks for its dates before giving up. */
const PDF_SEARCH_DAYS = 366;

/** Up to `count` service days from `from` on (the PDF's columns). */
export function serviceDatesFrom(
  service: PresenceService,
  calendar: SchoolCalendar,
  from: string,
  count: number,
): string[] {
  const dates: string[] = [];
  for (let day = 0; day <= PDF_SEARCH_DAYS && dates.length < count; day++) {
    const date = shiftDate(from, day);
    if (service.endDate !== null && date > service.endDate) break;
    if (isServiceDay(service, calendar, date)) dates.push(date);
  }
  return dates;
}

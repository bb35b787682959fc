import { WEEKDAYS, type BusinessArea, type Weekday } from '../../../../shared/model/enums';

/** A weekly slot: weekday and 'HH:MM' times; no end time (a bus) is a moment. */
export interface Slot {
  dayOfWeek: Weekday;
  time: string;
  endTime: string | null;
}

/**
 * A booked service over time: its area, the dates it runs (null: open) and the slots taken.
 * For a school bus the slots' `time` is when the bus is at the school (arrives inbound, leaves
 * outbound), so the bus rules compare it with the school's services directly.
 */
export interface BookedPeriod {
  businessArea: BusinessArea;
  startDate: string | null;
  endDate: string | null;
  slots: readonly Slot[];
  /** School bus: the morning bus towards the school. */
  inbound?: boolean;
}

/** The school's days off: breaks (both days included) and public holidays, yyyy-MM-dd. */
export interface SchoolCalendar {
  breaks: readonly { startDate: string; endDate: string }[];
  holidays: readonly string[];
}

const DAY_MS = 86_400_000;
/** How far an open end reaches: a service without dates is checked over one year. */
const OPEN_SPAN_DAYS = 366;

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);
const weekdayOf = (iso: string): Weekday =>
  WEEKDAYS[(new Date(toTime(iso)).getUTCDay() + 6) % 7] as Weekday;

/**
 * Whether two slots share a moment: intervals that only touch (one ends at 15:30, the other
 * starts then) do not; a moment inside an interval, or two equal starts, do.
 */
export function slotsOverlap(a: Slot, b: Slot): boolean {
  if (a.dayOfWeek !== b.dayOfWeek) return false;
  if (a.time === b.time) return true;
  const aEnd = a.endTime ?? a.time;
  const bEnd = b.endTime ?? b.time;
  return a.time < bEnd && b.time < aEnd;
}

/** Holiday camps run in the breaks; every other service pauses in them. */
const pausesInBreaks = (area: BusinessArea) => area !== 'HOLIDAY_CAMP';

/** Whether the service runs on `day`: never on a public holiday, in breaks only if a camp. */
export function runsOn(period: BookedPeriod, day: string, calendar: SchoolCalendar): boolean {
  if (calendar.holidays.includes(day)) return false;
  if (!pausesInBreaks(period.businessArea)) return true;
  return !calendar.breaks.some((period) => period.startDate <= day && day <= period.endDate);
}

const shift = (iso: string, days: number) => toIso(toTime(iso) + days * DAY_MS);

/**
 * The dates both periods span: null when they do not meet, 'always' when neither has dates. An
 * open end reaches one year from the known one.
 */
function commonSpan(
  a: BookedPeriod,
  b: BookedPeriod,
): { from: string; to: string } | 'always' | null {
  const starts = [a.startDate, b.startDate].filter((d): d is string => d !== null).sort();
  const ends = [a.endDate, b.endDate].filter((d): d is string => d !== null).sort();
  const latestStart = starts.at(-1);
  const earliestEnd = ends[0];
  if (latestStart === undefined && earliestEnd === undefined) return 'always';
  const from = latestStart ?? shift(earliestEnd!, -OPEN_SPAN_DAYS);
  const to = earliestEnd ?? shift(latestStart!, OPEN_SPAN_DAYS);
  return from <= to ? { from, to } : null;
}

/** Whether both periods run on some `weekday` they share (a date both run). */
export function shareADay(
  a: BookedPeriod,
  b: BookedPeriod,
  weekday: Weekday,
  calendar: SchoolCalendar,
): boolean {
  const span = commonSpan(a, b);
  if (span === null) return false;
  if (span === 'always') return true;
  const { from, to } = span;
  const offset = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(from)) + 7) % 7;
  for (let day = shift(from, offset); day <= to; day = shift(day, 7)) {
    if (runsOn(a, day, calendar) && runsOn(b, day, calendar)) return true;
  }
  return false;
}

/**
 * Whether two booked periods collide: a slot of one overlaps a slot of the other in weekday and
 * time on a date both run (spec 001 §8 `colliding`). A camp in the autumn break does not collide
 * with a Monday activity, which pauses then; a public holiday is nobody's day.
 */
export function periodsCollide(
  a: BookedPeriod,
  b: BookedPeriod,
  calendar: SchoolCalendar,
): boolean {
  for (const slotA of a.slots) {
    for (const slotB of b.slots) {
      if (slotsOverlap(slotA, slotB) && shareADay(a, b, slotA.dayOfWeek, calendar)) return true;
    }
  }
  return false;
}

import {
  addDays,
  addMonths,
  dateParts,
  endOfWeek,
  isoDate,
  startOfWeek,
} from '../../../shared/ui/calendar-dates';
import type { BreakItem, CalendarEntry, HolidayItem } from '../../../shared/model/calendar';

/** The two views of `/calendar`. */
export const CALENDAR_VIEWS = ['week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The days a view shows around `anchor`, as weeks of seven days from Monday. */
export function weeksOf(view: CalendarView, anchor: string): string[][] {
  const { year, month } = dateParts(anchor);
  const first = view === 'week' ? startOfWeek(anchor) : startOfWeek(isoDate(year, month, 1));
  const last =
    view === 'week'
      ? endOfWeek(anchor)
      : endOfWeek(addDays(addMonths(isoDate(year, month, 1), 1), -1));
  const weeks: string[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7))
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  return weeks;
}

/** The anchor one week or month on (`step` 1) or back (-1). */
export const stepAnchor = (view: CalendarView, anchor: string, step: 1 | -1) =>
  view === 'week' ? addDays(anchor, 7 * step) : addMonths(anchor, step);

/** The calendar years a span touches (one or two), for the holidays and breaks to load. */
export const yearsOf = (from: string, to: string) => [
  ...new Set([dateParts(from).year, dateParts(to).year]),
];

/** What makes a day free of regular services: a break (its name) or a public holiday. */
export interface DayOff {
  kind: 'break' | 'holiday';
  name: string;
}

/** The day's holiday, else its break, or null for a school day. */
export function dayOff(
  day: string,
  holidays: readonly HolidayItem[],
  breaks: readonly BreakItem[],
): DayOff | null {
  const holiday = holidays.find((item) => item.date === day);
  if (holiday) return { kind: 'holiday', name: holiday.name };
  const inBreak = breaks.find((item) => item.startDate <= day && day <= item.endDate);
  return inBreak ? { kind: 'break', name: inBreak.name } : null;
}

/** The entries of each day, in their order. */
export function entriesByDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
  return byDay;
}

/** Where an entry leads: a family's booking, the office's booking or service, else the bookings of the service. */
export function entryHref(
  entry: CalendarEntry,
  { office, family }: { office: boolean; family: boolean },
) {
  if (entry.bookingId !== null)
    return family ? `/my/bookings/${entry.bookingId}` : `/booking/${entry.bookingId}`;
  return office ? `/event/${entry.eventId}` : `/booking?serviceId=${entry.eventId}`;
}

/** The day a key moves the focus to in the grid, or null for a key the grid leaves alone. */
export function dayForKey(key: string, day: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day);
    case 'End':
      return endOfWeek(day);
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return null;
  }
}

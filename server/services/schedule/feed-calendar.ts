import { createEvents, type EventAttributes } from 'ics';
import type { BreakItem } from '../../../shared/model/calendar';
import type { ScheduleDay } from '../../../shared/model/schedule';
import { datePartsIn } from '../../../shared/model/school-time';
import { shiftDate } from '../calendar/school-calendar';

const MINUTE_MS = 60_000;
/** A bus has a time at the stop and no end: its entry lasts this long. */
const BUS_MINUTES = 5;

/** The instant (ms) when the wall clock in `timeZone` shows `time` on `date`. */
export function instantOf(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at a guess, then again at the corrected instant (daylight saving).
  let instant = wall;
  for (let round = 0; round < 2; round++) {
    const parts = datePartsIn(timeZone, instant);
    const shown = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
    instant += wall - shown;
  }
  return instant;
}

const dateArray = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** Options of {@link feedCalendar}. */
export interface FeedCalendarOptions {
  /** The child's given name: the calendar's name, and all the feed says of the child. */
  givenName: string;
  days: ScheduleDay[];
  breaks: BreakItem[];
  timeZone: string;
  now: Date;
}

/**
 * The child's days as iCalendar (the `ics` package): each booked slot an event in UTC (a bus at
 * the child's stop, for {@link BUS_MINUTES}), a request still pending TENTATIVE, a slot the child
 * is reported absent from CANCELLED; public holidays and breaks as all-day events. Titles are the
 * service's, the stop's and the holiday's names, in no language of ours (the feed has no session).
 */
export function feedCalendar({ givenName, days, breaks, timeZone, now }: FeedCalendarOptions) {
  const stamp = now.getTime();
  const events: EventAttributes[] = [];
  for (const day of days) {
    if (day.holiday)
      events.push({
        uid: `holiday-${day.date}@kitebook`,
        title: day.holiday,
        start: dateArray(day.date),
        end: dateArray(shiftDate(day.date, 1)),
        transp: 'TRANSPARENT',
        created: stamp,
      });
    for (const item of day.items) {
      const start = instantOf(day.date, item.time, timeZone);
      const end =
        item.endTime === null
          ? start + BUS_MINUTES * MINUTE_MS
          : instantOf(day.date, item.endTime, timeZone);
      events.push({
        uid: `${item.bookingId}-${day.date}-${item.time.replace(':', '')}@kitebook`,
        title: item.stop ? `${item.name} · ${item.stop.name} ${item.stop.time}` : item.name,
        start,
        startInputType: 'utc',
        startOutputType: 'utc',
        end,
        endInputType: 'utc',
        endOutputType: 'utc',
        status: item.absent ? 'CANCELLED' : item.status === 'PENDING' ? 'TENTATIVE' : 'CONFIRMED',
        created: stamp,
      });
    }
  }
  for (const schoolBreak of breaks)
    events.push({
      uid: `break-${schoolBreak.startDate}@kitebook`,
      title: schoolBreak.name,
      start: dateArray(schoolBreak.startDate),
      end: dateArray(shiftDate(schoolBreak.endDate, 1)),
      transp: 'TRANSPARENT',
      created: stamp,
    });
  const { error, value } = createEvents(events, {
    productId: 'kitebook/schedule',
    calName: givenName,
  });
  if (error || value === null) throw error ?? new Error('calendar feed');
  return value;
}

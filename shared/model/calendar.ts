import * as v from 'valibot';
import { BUSINESS_AREAS, type BookingStatus, type BusinessArea } from './enums';
import { choiceText } from './list';
import { dateSchema, idTextSchema, STORABLE_KEYS } from './storable';

/** A public holiday (spec 000 §7 `GET /api/calendar/holidays/{year}`). */
export interface HolidayItem {
  date: string;
  name: string;
}

/** A school break (`GET /api/configuration/breaks`), both days included. */
export interface BreakItem {
  name: string;
  startDate: string;
  endDate: string;
  /** The school year's name, '2026/27'. */
  schoolYear: string;
}

/** The longest span one `GET /api/calendar/entries` covers: a month view's six weeks. */
export const MAX_CALENDAR_DAYS = 42;

/**
 * `GET /api/calendar/entries?from&to`: the services on the days from `from` to `to` (at most
 * {@link MAX_CALENDAR_DAYS}); the office may narrow to a business area or one service.
 */
export const calendarEntriesQuery = v.pipe(
  v.object({
    from: dateSchema(),
    to: dateSchema(),
    businessArea: v.optional(choiceText(BUSINESS_AREAS)),
    eventId: v.optional(idTextSchema),
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) =>
        to >= from && Date.parse(to) - Date.parse(from) < MAX_CALENDAR_DAYS * 86_400_000,
      STORABLE_KEYS.invalidInput,
    ),
    ['to'],
  ),
);
export type CalendarEntriesQuery = v.InferOutput<typeof calendarEntriesQuery>;

/**
 * One service on one day. A family's entry is their child's booking (`bookingId`, the child's
 * name); a staff entry is the service itself.
 */
export interface CalendarEntry {
  date: string;
  eventId: number;
  name: string;
  businessArea: BusinessArea;
  time: string;
  endTime: string | null;
  bookingId: number | null;
  bookingStatus: BookingStatus | null;
  participantName: string | null;
}

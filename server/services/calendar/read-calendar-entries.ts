import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import { ACTIVE_STATUSES } from '../../../shared/model/booking';
import type { CalendarEntriesQuery, CalendarEntry } from '../../../shared/model/calendar';
import {
  WEEKDAYS,
  type BookingStatus,
  type BusinessArea,
  type Weekday,
} from '../../../shared/model/enums';
import type { Reader } from '../../db/database';
import {
  bookingRecurrences,
  bookings,
  eventRecurrences,
  events,
  participantPersons,
  participants,
  persons,
} from '../../db/schema';
import type { Session } from '../auth/session';
import { runsOn, type SchoolCalendar } from '../booking/rules/collision';
import { taughtBy } from '../event/instructor-access';
import { familyOf } from '../person/family-scope';
import { breaksBetween, holidaysBetween, shiftDate, weekdayIndex } from './school-calendar';

/** A service, or a child's booking of it, with the weekly slots it runs and its dates. */
interface Source {
  eventId: number;
  name: string;
  businessArea: BusinessArea;
  startDate: string | null;
  endDate: string | null;
  slots: { dayOfWeek: Weekday; time: string; endTime: string | null }[];
  bookingId: number | null;
  bookingStatus: BookingStatus | null;
  participantName: string | null;
}

/** Services whose dates meet the span. */
const meetsSpan = (from: string, to: string): SQL =>
  and(
    or(isNull(events.startDate), lte(events.startDate, to)),
    or(isNull(events.endDate), gte(events.endDate, from)),
  )!;

const slotsOfEvent = sql<Source['slots']>`coalesce((select json_agg(json_build_object(
  'dayOfWeek', r.day_of_week, 'time', r.time, 'endTime', r.end_time) order by r.time)
  from ${eventRecurrences} r where r.event_id = ${events.id}), '[]')`;

/** The office's services (filtered) or an instructor's own. */
async function serviceSources(
  db: Reader,
  where: SQL | undefined,
  query: CalendarEntriesQuery,
): Promise<Source[]> {
  const rows = await db
    .select({
      eventId: events.id,
      name: events.name,
      businessArea: events.businessArea,
      startDate: events.startDate,
      endDate: events.endDate,
      slots: slotsOfEvent,
    })
    .from(events)
    .where(
      and(
        meetsSpan(query.from, query.to),
        where,
        query.businessArea ? eq(events.businessArea, query.businessArea) : undefined,
        query.eventId ? eq(events.id, query.eventId) : undefined,
      ),
    );
  return rows.map((row) => ({
    ...row,
    bookingId: null,
    bookingStatus: null,
    participantName: null,
  }));
}

/**
 * The children a family's caller sees: the customer's (as customer or spouse), their own
 * participant record, and those they are linked to as pick-up person.
 */
async function familyChildren(db: Reader, session: Session): Promise<SQL> {
  const { customerId } = await familyOf(db, session.personId);
  return or(
    customerId === null ? undefined : eq(participants.customerId, customerId),
    eq(participants.personId, session.personId),
    inArray(
      participants.id,
      db
        .select({ id: participantPersons.participantId })
        .from(participantPersons)
        .where(eq(participantPersons.personId, session.personId)),
    ),
  )!;
}

/** The family's bookings still on, each with its booked slots (all the service's when none). */
async function bookingSources(
  db: Reader,
  session: Session,
  query: CalendarEntriesQuery,
): Promise<Source[]> {
  const booked = sql<Source['slots']>`(select json_agg(json_build_object(
    'dayOfWeek', r.day_of_week, 'time', r.time, 'endTime', r.end_time) order by r.time)
    from ${bookingRecurrences} br join ${eventRecurrences} r on r.id = br.event_recurrence_id
    where br.booking_id = ${bookings.id})`;
  const rows = await db
    .select({
      eventId: events.id,
      name: events.name,
      businessArea: events.businessArea,
      eventStart: events.startDate,
      eventEnd: events.endDate,
      bookingStart: bookings.startDate,
      bookingEnd: bookings.endDate,
      booked,
      all: slotsOfEvent,
      bookingId: bookings.id,
      bookingStatus: bookings.bookingStatus,
      givenName: persons.givenName,
      familyName: persons.familyName,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(
      and(
        await familyChildren(db, session),
        inArray(bookings.bookingStatus, [...ACTIVE_STATUSES]),
        meetsSpan(query.from, query.to),
      ),
    );
  const later = (a: string | null, b: string | null) =>
    a === null ? b : b === null || a > b ? a : b;
  const earlier = (a: string | null, b: string | null) =>
    a === null ? b : b === null || a < b ? a : b;
  return rows.map((row) => ({
    eventId: row.eventId,
    name: row.name,
    businessArea: row.businessArea,
    startDate: later(row.eventStart, row.bookingStart),
    endDate: earlier(row.eventEnd, row.bookingEnd),
    slots: row.booked ?? row.all,
    bookingId: row.bookingId,
    bookingStatus: row.bookingStatus,
    participantName: `${row.givenName} ${row.familyName}`,
  }));
}

/**
 * `GET /api/calendar/entries`: each day of the span with the services the caller may see, on
 * the days they run (booking rules' `runsOn`: never on a public holiday, only camps in breaks).
 * The office sees every service (filters apply); an instructor the services they teach and,
 * like every family, their family's bookings.
 */
export async function readCalendarEntries(
  db: Reader,
  session: Session,
  query: CalendarEntriesQuery,
): Promise<CalendarEntry[]> {
  const sources = can(session, 'calendar.read.any')
    ? await serviceSources(db, undefined, query)
    : [
        ...(can(session, 'event.staff')
          ? await serviceSources(db, taughtBy(db, session.personId), query)
          : []),
        ...(await bookingSources(db, session, query)),
      ];
  const [holidays, breaks] = await Promise.all([
    holidaysBetween(db, query.from, query.to),
    breaksBetween(db, query.from, query.to),
  ]);
  const calendar: SchoolCalendar = { holidays: holidays.map((h) => h.date), breaks };
  const entries: CalendarEntry[] = [];
  for (let day = query.from; day <= query.to; day = shiftDate(day, 1)) {
    const weekday = WEEKDAYS[weekdayIndex(day)];
    for (const source of sources) {
      if (source.startDate !== null && day < source.startDate) continue;
      if (source.endDate !== null && day > source.endDate) continue;
      if (!runsOn({ ...source, slots: source.slots }, day, calendar)) continue;
      for (const slot of source.slots) {
        if (slot.dayOfWeek !== weekday) continue;
        entries.push({
          date: day,
          eventId: source.eventId,
          name: source.name,
          businessArea: source.businessArea,
          time: slot.time,
          endTime: slot.endTime,
          bookingId: source.bookingId,
          bookingStatus: source.bookingStatus,
          participantName: source.participantName,
        });
      }
    }
  }
  return entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.name.localeCompare(b.name),
  );
}

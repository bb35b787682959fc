import { and, asc, eq, sql } from 'drizzle-orm';
import { WEEKDAYS } from '../../../shared/model/enums';
import type { TodaysRegister } from '../../../shared/model/presence';
import type { Reader } from '../../db/database';
import {
  bookingRecurrences,
  bookings,
  breaks,
  eventRecurrences,
  events,
  holidays,
} from '../../db/schema';
import type { Session } from '../auth/session';
import type { SchoolCalendar } from '../booking/rules/collision';
import { taughtBy } from '../event/instructor-access';
import { isServiceDay } from './service-dates';

const weekdayOf = (iso: string) =>
  WEEKDAYS[(new Date(Date.parse(`${iso}T00:00:00Z`)).getUTCDay() + 6) % 7]!;

/**
 * `GET /api/presence/today`: the slots on `date` of the services the caller teaches, each
 * opening that day's register (the instructor's dashboard), by time, with the number of
 * children expected (bookings holding a place that take the slot on the date).
 */
export async function listTodaysRegisters(
  db: Reader,
  session: Session,
  date: string,
): Promise<TodaysRegister[]> {
  const year = sql`${events.schoolYearId}`;
  const rows = await db
    .select({
      serviceId: events.id,
      name: events.name,
      businessArea: events.businessArea,
      inbound: events.inbound,
      startDate: events.startDate,
      endDate: events.endDate,
      recurrenceId: eventRecurrences.id,
      dayOfWeek: eventRecurrences.dayOfWeek,
      time: eventRecurrences.time,
      endTime: eventRecurrences.endTime,
      children: sql<number>`(select count(*)::int from ${bookings} b
        where b.event_id = ${events.id} and b.booking_status in ('ACCEPTED', 'PENDING')
          and (b.start_date is null or b.start_date <= ${date})
          and (b.end_date is null or b.end_date >= ${date})
          and (not exists (select 1 from ${bookingRecurrences} br where br.booking_id = b.id)
            or exists (select 1 from ${bookingRecurrences} br
              where br.booking_id = b.id and br.event_recurrence_id = ${eventRecurrences.id})))`,
      breaks: sql<SchoolCalendar['breaks']>`coalesce((
        select json_agg(json_build_object('startDate', b.start_date, 'endDate', b.end_date))
        from ${breaks} b where b.school_year_id = ${year}), '[]')`,
      holidays: sql<string[]>`coalesce((
        select json_agg(h.date) from ${holidays} h where h.school_year_id = ${year}), '[]')`,
    })
    .from(eventRecurrences)
    .innerJoin(events, eq(events.id, eventRecurrences.eventId))
    .where(
      and(
        eq(eventRecurrences.dayOfWeek, weekdayOf(date)),
        sql`${events.canceledAt} is null`,
        taughtBy(db, session.personId),
      ),
    )
    .orderBy(asc(eventRecurrences.time), asc(events.name));
  return rows
    .filter((row) =>
      isServiceDay(
        { ...row, id: row.serviceId },
        { breaks: row.breaks, holidays: row.holidays },
        date,
      ),
    )
    .map((row) => ({
      serviceId: row.serviceId,
      name: row.name,
      businessArea: row.businessArea,
      recurrenceId: row.recurrenceId,
      time: row.time,
      endTime: row.endTime,
      children: row.children,
    }));
}

import { eq, sql } from 'drizzle-orm';
import type { Grade } from '../../../shared/model/enums';
import {
  breaks,
  eventGrades,
  eventRecurrences,
  events,
  holidays,
  locations,
  participantClasses,
} from '../../db/schema';
import { qualified } from '../../db/qualified';
import { placesLeftOfEvent } from '../event/places-left';
import type { SchoolCalendar } from './rules/collision';
import type { Reader } from '../../db/database';

/** A slot row of a service. */
export type EventRecurrenceRow = typeof eventRecurrences.$inferSelect;

/** What the booking check needs of a service and its school year, beside the service row. */
export interface ServiceFacts {
  /** Every slot of the service, by id. */
  recurrences: EventRecurrenceRow[];
  grades: Grade[];
  /** The participant's grade in the service's school year; null without one (or no participant). */
  participantGrade: Grade | null;
  /** Places left before the maximum, null without one (event/places-left.ts). */
  placesLeft: number | null;
  /** The room's capacity; null without a room. */
  capacity: number | null;
  calendar: SchoolCalendar;
}

/**
 * The service's slots, grades, places left, room capacity and school calendar, and the
 * participant's grade, in one query: each a subquery of the service's row (JSON lists), since
 * on PGlite every query costs its round through the driver whatever it reads.
 */
export async function readServiceFacts(
  db: Reader,
  serviceId: number,
  {
    participantId,
    exceptBookingId,
  }: { participantId: number | null; exceptBookingId: number | null },
): Promise<ServiceFacts | null> {
  const id = qualified(events.id);
  const year = qualified(events.schoolYearId);
  const [row] = await db
    .select({
      recurrences: sql<EventRecurrenceRow[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'eventId', r.event_id,
          'dayOfWeek', r.day_of_week, 'time', r.time, 'endTime', r.end_time) order by r.id)
        from ${eventRecurrences} r where r.event_id = ${id}), '[]')`,
      grades: sql<Grade[]>`coalesce((
        select json_agg(g.grade) from ${eventGrades} g where g.event_id = ${id}), '[]')`,
      participantGrade:
        participantId === null
          ? sql<Grade | null>`null`
          : sql<Grade | null>`(select c.grade from ${participantClasses} c
              where c.participant_id = ${participantId} and c.school_year_id = ${year}
              limit 1)`,
      placesLeft: placesLeftOfEvent({ exceptBookingId }),
      capacity: sql<number | null>`(select l.capacity from ${locations} l
        where l.id = ${qualified(events.locationId)})`,
      breaks: sql<SchoolCalendar['breaks']>`coalesce((
        select json_agg(json_build_object('startDate', b.start_date, 'endDate', b.end_date))
        from ${breaks} b where b.school_year_id = ${year}), '[]')`,
      holidays: sql<string[]>`coalesce((
        select json_agg(h.date) from ${holidays} h
        where h.school_year_id = ${year}), '[]')`,
    })
    .from(events)
    .where(eq(events.id, serviceId));
  if (!row) return null;
  return {
    recurrences: row.recurrences,
    grades: row.grades,
    participantGrade: row.participantGrade,
    placesLeft: row.placesLeft === null ? null : Number(row.placesLeft),
    capacity: row.capacity === null ? null : Number(row.capacity),
    calendar: { breaks: row.breaks, holidays: row.holidays },
  };
}

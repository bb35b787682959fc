import { inArray, isNull, sql } from 'drizzle-orm';
import { GRADES, WEEKDAYS, type Grade, type Language } from '../../../shared/model/enums';
import type { EventLocation, EventRecurrence, HolidayPeriod } from '../../../shared/model/event';
import {
  breaks,
  eventGrades,
  eventInstructors,
  eventRecurrences,
  events,
  instructors,
  locations,
  persons,
  schoolYears,
} from '../../db/schema';
import { qualified } from '../../db/qualified';
import { placesLeftOfEvent } from './places-left';
import type { Reader } from '../../db/database';

/** A service row as the event services read it. */
export type EventRow = typeof events.$inferSelect;

/** What a listing item needs besides the service row. */
export interface EventParts {
  recurrences: EventRecurrence[];
  grades: Grade[];
  instructors: string[];
  location: EventLocation | null;
  schoolYear: string;
  /** Places left before the maximum (never below 0); null without a maximum (places-left.ts). */
  placesLeft: number | null;
  /** A holiday camp's break (the one its dates meet); null for other services. */
  holidayPeriod: HolidayPeriod | null;
}

/** Monday first, then by start time ('HH:MM' sorts as text). */
export const byWeekdayAndTime = (a: EventRecurrence, b: EventRecurrence) =>
  WEEKDAYS.indexOf(a.dayOfWeek) - WEEKDAYS.indexOf(b.dayOfWeek) || a.time.localeCompare(b.time);

/**
 * Recurrences, grades, instructors, location, school year, places left and a camp's breaks of
 * services, in one query: each a subquery of the service's row (JSON lists), since every query
 * costs its round trip (on PGlite its turn in the one connection) whatever it reads. Sorted here.
 */
export async function readEventParts(
  db: Reader,
  rows: readonly EventRow[],
): Promise<Map<number, EventParts>> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return new Map();
  const id = qualified(events.id);
  const year = qualified(events.schoolYearId);
  const partRows = await db
    .select({
      id: events.id,
      recurrences: sql<EventRecurrence[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'dayOfWeek', r.day_of_week, 'time', r.time,
          'endTime', r.end_time))
        from ${eventRecurrences} r where r.event_id = ${id}), '[]')`,
      grades: sql<Grade[]>`coalesce((
        select json_agg(g.grade) from ${eventGrades} g where g.event_id = ${id}), '[]')`,
      instructors: sql<{ givenName: string; familyName: string }[]>`coalesce((
        select json_agg(json_build_object('givenName', p.given_name, 'familyName', p.family_name))
        from ${eventInstructors} ei
        inner join ${instructors} i on i.id = ei.instructor_id
        inner join ${persons} p on p.id = i.person_id
        where ei.event_id = ${id}), '[]')`,
      location: sql<EventLocation | null>`(select json_build_object('id', l.id, 'name', l.name,
        'room', l.room) from ${locations} l where l.id = ${qualified(events.locationId)})`,
      schoolYear: sql<string | null>`(select y.name from ${schoolYears} y where y.id = ${year})`,
      placesLeft: placesLeftOfEvent(),
      breaks: sql<
        HolidayPeriod[] | null
      >`case when ${qualified(events.businessArea)} = 'HOLIDAY_CAMP'
        then coalesce((select json_agg(json_build_object('name', b.name,
          'startDate', b.start_date, 'endDate', b.end_date))
        from ${breaks} b where b.school_year_id = ${year}), '[]') end`,
    })
    .from(events)
    .where(inArray(events.id, ids));
  const partsById = new Map(partRows.map((part) => [part.id, part]));
  return new Map(
    rows.map((row) => {
      const part = partsById.get(row.id);
      return [
        row.id,
        {
          recurrences: [...(part?.recurrences ?? [])].sort(byWeekdayAndTime),
          grades: [...(part?.grades ?? [])].sort((a, b) => GRADES.indexOf(a) - GRADES.indexOf(b)),
          instructors: (part?.instructors ?? [])
            .map((person) => `${person.givenName} ${person.familyName}`)
            .sort((a, b) => a.localeCompare(b)),
          location: part?.location ?? null,
          schoolYear: part?.schoolYear ?? '',
          placesLeft: part?.placesLeft == null ? null : Number(part.placesLeft),
          holidayPeriod:
            row.businessArea === 'HOLIDAY_CAMP'
              ? holidayPeriodOf(
                  row,
                  (part?.breaks ?? []).map((period) => ({
                    ...period,
                    schoolYearId: row.schoolYearId,
                  })),
                )
              : null,
        },
      ];
    }),
  );
}

/**
 * The break a camp takes place in: the first (by start) that its dates meet. A camp outside
 * every break (or without dates) has none.
 */
export function holidayPeriodOf(
  row: Pick<EventRow, 'schoolYearId' | 'startDate' | 'endDate'>,
  breakRows: readonly (HolidayPeriod & { schoolYearId: number })[],
): HolidayPeriod | null {
  const { startDate, endDate } = row;
  if (startDate === null || endDate === null) return null;
  const found = breakRows
    .filter(
      (period) =>
        period.schoolYearId === row.schoolYearId &&
        period.startDate <= endDate &&
        startDate <= period.endDate,
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  return found ? { name: found.name, startDate: found.startDate, endDate: found.endDate } : null;
}

/** The service's languages as the model lists them. */
export const languagesOf = (row: Pick<EventRow, 'language'>): Language[] =>
  row.language ? [row.language] : [];

/** Services that are not cancelled as a whole. */
export const notCanceled = isNull(events.canceledAt);

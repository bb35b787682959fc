import { eq, inArray, isNull } from 'drizzle-orm';
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
import { readPlacesLeft } from './places-left';
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

const group = <T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(keyOf(row), [...(map.get(keyOf(row)) ?? []), row]);
  return map;
};

/** Recurrences, grades, instructors, location, school year and places left of services, in a few reads. */
export async function readEventParts(
  db: Reader,
  rows: readonly EventRow[],
): Promise<Map<number, EventParts>> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return new Map();
  const locationIds = [
    ...new Set(rows.map((row) => row.locationId).filter((id): id is number => id !== null)),
  ];
  const yearIds = [...new Set(rows.map((row) => row.schoolYearId))];
  const campYearIds = [
    ...new Set(
      rows.filter((row) => row.businessArea === 'HOLIDAY_CAMP').map((row) => row.schoolYearId),
    ),
  ];
  const [recurrenceRows, gradeRows, instructorRows, locationRows, yearRows, placesLeft, breakRows] =
    await Promise.all([
      db.select().from(eventRecurrences).where(inArray(eventRecurrences.eventId, ids)),
      db.select().from(eventGrades).where(inArray(eventGrades.eventId, ids)),
      db
        .select({
          eventId: eventInstructors.eventId,
          givenName: persons.givenName,
          familyName: persons.familyName,
        })
        .from(eventInstructors)
        .innerJoin(instructors, eq(instructors.id, eventInstructors.instructorId))
        .innerJoin(persons, eq(persons.id, instructors.personId))
        .where(inArray(eventInstructors.eventId, ids)),
      locationIds.length === 0
        ? []
        : db
            .select({ id: locations.id, name: locations.name, room: locations.room })
            .from(locations)
            .where(inArray(locations.id, locationIds)),
      db
        .select({ id: schoolYears.id, name: schoolYears.name })
        .from(schoolYears)
        .where(inArray(schoolYears.id, yearIds)),
      readPlacesLeft(db, ids),
      campYearIds.length === 0
        ? []
        : db
            .select({
              schoolYearId: breaks.schoolYearId,
              name: breaks.name,
              startDate: breaks.startDate,
              endDate: breaks.endDate,
            })
            .from(breaks)
            .where(inArray(breaks.schoolYearId, campYearIds)),
    ]);
  const recurrencesOf = group(recurrenceRows, (row) => row.eventId);
  const gradesOf = group(gradeRows, (row) => row.eventId);
  const instructorsOf = group(instructorRows, (row) => row.eventId);
  const locationById = new Map(locationRows.map((row) => [row.id, row]));
  const yearById = new Map(yearRows.map((row) => [row.id, row.name]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        recurrences: (recurrencesOf.get(row.id) ?? [])
          .map(({ id, dayOfWeek, time, endTime }) => ({ id, dayOfWeek, time, endTime }))
          .sort(byWeekdayAndTime),
        grades: (gradesOf.get(row.id) ?? [])
          .map((grade) => grade.grade)
          .sort((a, b) => GRADES.indexOf(a) - GRADES.indexOf(b)),
        instructors: (instructorsOf.get(row.id) ?? [])
          .map((person) => `${person.givenName} ${person.familyName}`)
          .sort((a, b) => a.localeCompare(b)),
        location: row.locationId === null ? null : (locationById.get(row.locationId) ?? null),
        schoolYear: yearById.get(row.schoolYearId) ?? '',
        placesLeft: placesLeft.get(row.id) ?? null,
        holidayPeriod: row.businessArea === 'HOLIDAY_CAMP' ? holidayPeriodOf(row, breakRows) : null,
      },
    ]),
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

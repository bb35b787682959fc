import * as v from 'valibot';
import { dateSchema, idTextSchema, trimmedText } from './storable';

/**
 * A school year's breaks and public holidays as the configuration screen edits them
 * (`GET`/`PUT /api/configuration/school-calendar/{schoolYearId}`, SYS_ADMIN). The calendar's
 * reads (`GET /api/configuration/breaks`, `/api/calendar/holidays/{year}`) show the result.
 */

/** Message keys of the calendar rules. */
export const SCHOOL_CALENDAR_ISSUES = {
  name: 'schoolCalendar.rules.name',
  endBeforeStart: 'schoolCalendar.rules.endBeforeStart',
  overlap: 'schoolCalendar.rules.overlap',
  sameDay: 'schoolCalendar.rules.sameDay',
  outsideYear: 'schoolCalendar.rules.outsideYear',
  tooMany: 'schoolCalendar.rules.tooMany',
} as const;

/** More than a school year ever has; bounds the request. */
export const MAX_CALENDAR_ROWS = 100;

/** A break as edited: both days belong to it. */
export interface SchoolBreak {
  name: string;
  startDate: string;
  endDate: string;
}

/** A public holiday as edited. */
export interface SchoolHoliday {
  name: string;
  date: string;
}

/** Answer of `GET /api/configuration/school-calendar/{schoolYearId}`. */
export interface SchoolCalendar {
  schoolYear: { id: number; name: string; startDate: string; endDate: string };
  /** By first day. */
  breaks: SchoolBreak[];
  /** By date. */
  holidays: SchoolHoliday[];
  /**
   * What the lists were when read: sent back with a save, which answers 409 when someone saved
   * the year's calendar since (the rows have no version of their own).
   */
  fingerprint: string;
}

const nameSchema = v.pipe(trimmedText(), v.minLength(1, SCHOOL_CALENDAR_ISSUES.name));

const breakSchema = v.pipe(
  v.object({ name: nameSchema, startDate: dateSchema(), endDate: dateSchema() }),
  v.forward(
    v.check(
      ({ startDate, endDate }) => startDate <= endDate,
      SCHOOL_CALENDAR_ISSUES.endBeforeStart,
    ),
    ['endDate'],
  ),
);

const holidaySchema = v.object({ name: nameSchema, date: dateSchema() });

/** The index of the first break that overlaps an earlier one in the list, or -1. */
export function overlappingBreak(breaks: readonly SchoolBreak[]): number {
  return breaks.findIndex((one, index) =>
    breaks
      .slice(0, index)
      .some((other) => one.startDate <= other.endDate && other.startDate <= one.endDate),
  );
}

/** The index of the first holiday on a day an earlier one already has, or -1. */
export function repeatedHoliday(holidays: readonly SchoolHoliday[]): number {
  return holidays.findIndex((one, index) =>
    holidays.slice(0, index).some((other) => other.date === one.date),
  );
}

/** A check on a list: `find` gives the index of a bad row, whose `field` the issue names. */
function rowCheck<T extends object>(
  find: (rows: T[]) => number,
  field: keyof T & string,
  message: string,
) {
  return v.rawCheck<T[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const rows = dataset.value;
    const index = find(rows);
    if (index < 0) return;
    const row = rows[index]!;
    addIssue({
      message,
      path: [
        { type: 'array', origin: 'value', input: rows, key: index, value: row },
        {
          type: 'object',
          origin: 'value',
          input: row as Record<string, unknown>,
          key: field,
          value: row[field],
        },
      ],
    });
  });
}

/**
 * Body of `PUT /api/configuration/school-calendar/{schoolYearId}`: the year's breaks and holidays
 * whole (rows left out are deleted), with the fingerprint read. Breaks may not overlap, two
 * holidays not share a day; that every day lies in the school year the server checks.
 */
export const SchoolCalendarUpdateSchema = v.object({
  breaks: v.pipe(
    v.array(breakSchema),
    v.maxLength(MAX_CALENDAR_ROWS, SCHOOL_CALENDAR_ISSUES.tooMany),
    rowCheck<SchoolBreak>(overlappingBreak, 'startDate', SCHOOL_CALENDAR_ISSUES.overlap),
  ),
  holidays: v.pipe(
    v.array(holidaySchema),
    v.maxLength(MAX_CALENDAR_ROWS, SCHOOL_CALENDAR_ISSUES.tooMany),
    rowCheck<SchoolHoliday>(repeatedHoliday, 'date', SCHOOL_CALENDAR_ISSUES.sameDay),
  ),
  fingerprint: v.pipe(
    v.string('error.invalidInput'),
    v.regex(/^[0-9a-f]{16}$/, 'error.invalidInput'),
  ),
});
export type SchoolCalendarUpdate = v.InferOutput<typeof SchoolCalendarUpdateSchema>;

/** `/api/configuration/school-calendar/{schoolYearId}`. */
export const schoolCalendarParams = v.object({ schoolYearId: idTextSchema });

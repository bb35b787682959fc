import { and, asc, gte, lte } from 'drizzle-orm';
import type { Reader } from '../../db/database';
import { schoolYears } from '../../db/schema';
import type { SchoolCalendar } from '../booking/rules/collision';
import {
  breaksBetween,
  holidaysBetween,
  mondayOfIsoWeek,
  shiftDate,
} from '../calendar/school-calendar';

/** The dates a list covers, the school year they lie in and the calendar they run by. */
export interface SchoolDays {
  dates: string[];
  /** The school year of the first date that lies in one (null: none does). */
  schoolYearId: number | null;
  calendar: SchoolCalendar;
}

/** Monday to Friday of ISO week `week` of `year`. */
export const weekDates = (year: number, week: number): string[] => {
  const monday = mondayOfIsoWeek(year, week);
  return [0, 1, 2, 3, 4].map((day) => shiftDate(monday, day));
};

/** Whether ISO week `week` exists in `year` (week 53 only in long years). */
export const isIsoWeekOf = (year: number, week: number) =>
  Number(mondayOfIsoWeek(year, week).slice(0, 4)) <= year &&
  Number(shiftDate(mondayOfIsoWeek(year, week), 3).slice(0, 4)) === year;

/**
 * The school year and calendar (public holidays, breaks: server/services/calendar) of `dates`,
 * sorted ascending. One query each.
 */
export async function readSchoolDays(db: Reader, dates: readonly string[]): Promise<SchoolDays> {
  const from = dates[0]!;
  const to = dates.at(-1)!;
  const [years, breakRows, holidayRows] = await Promise.all([
    db
      .select({
        id: schoolYears.id,
        startDate: schoolYears.startDate,
        endDate: schoolYears.endDate,
      })
      .from(schoolYears)
      .where(and(lte(schoolYears.startDate, to), gte(schoolYears.endDate, from)))
      .orderBy(asc(schoolYears.startDate)),
    breaksBetween(db, from, to),
    holidaysBetween(db, from, to),
  ]);
  const year = dates
    .map((date) => years.find((row) => row.startDate <= date && date <= row.endDate))
    .find(Boolean);
  return {
    dates: [...dates],
    schoolYearId: year?.id ?? null,
    calendar: {
      breaks: breakRows.map(({ startDate, endDate }) => ({ startDate, endDate })),
      holidays: holidayRows.map((holiday) => holiday.date),
    },
  };
}

/** Whether `date` is a school day: no public holiday, no break. */
export const isSchoolDay = (calendar: SchoolCalendar, date: string) =>
  !calendar.holidays.includes(date) &&
  !calendar.breaks.some((period) => period.startDate <= date && date <= period.endDate);

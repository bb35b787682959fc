import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { BreakItem, HolidayItem } from '../../../shared/model/calendar';
import type { Reader } from '../../db/database';
import { breaks, holidays, schoolYears } from '../../db/schema';

const DAY_MS = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);
/** `iso` moved by `days`. */
export const shiftDate = (iso: string, days: number) => toIso(toTime(iso) + days * DAY_MS);
/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (iso: string) => (new Date(toTime(iso)).getUTCDay() + 6) % 7;

/** The Monday of ISO week `week` of `year` (week 1 holds 4 January). */
export function mondayOfIsoWeek(year: number, week: number): string {
  const january4 = `${year}-01-04`;
  return shiftDate(january4, (week - 1) * 7 - weekdayIndex(january4));
}

/** The public holidays from `from` to `to`, by date. */
export function holidaysBetween(db: Reader, from: string, to: string): Promise<HolidayItem[]> {
  return db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date));
}

/** The breaks that touch the days from `from` to `to` (every break without them), by first day. */
export function breaksBetween(db: Reader, from?: string, to?: string): Promise<BreakItem[]> {
  return db
    .select({
      name: breaks.name,
      startDate: breaks.startDate,
      endDate: breaks.endDate,
      schoolYear: schoolYears.name,
    })
    .from(breaks)
    .innerJoin(schoolYears, eq(schoolYears.id, breaks.schoolYearId))
    .where(from && to ? and(lte(breaks.startDate, to), gte(breaks.endDate, from)) : undefined)
    .orderBy(asc(breaks.startDate));
}

/**
 * Whether ISO week `week` of `year` is a break week: each weekday from Monday to Friday lies in
 * a break or is a public holiday.
 */
export async function isBreakWeek(db: Reader, year: number, week: number): Promise<boolean> {
  const monday = mondayOfIsoWeek(year, week);
  const friday = shiftDate(monday, 4);
  const [off, free] = await Promise.all([
    breaksBetween(db, monday, friday),
    holidaysBetween(db, monday, friday),
  ]);
  for (let day = monday; day <= friday; day = shiftDate(day, 1)) {
    const inBreak = off.some((b) => b.startDate <= day && day <= b.endDate);
    if (!inBreak && !free.some((h) => h.date === day)) return false;
  }
  return true;
}

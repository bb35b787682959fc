import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  SCHOOL_CALENDAR_ISSUES,
  type SchoolCalendar,
  type SchoolCalendarUpdate,
} from '../../../shared/model/school-calendar';
import type { FieldIssue } from '../../../shared/model/errors';
import type { Database, Reader } from '../../db/database';
import { breaks, holidays, schoolYears } from '../../db/schema';
import { invalidInput, notFound, staleVersion } from '../../errors';
import { recordHistory, type HistoryActor, type HistorySnapshot } from '../history/record-history';

type Lists = Pick<SchoolCalendar, 'breaks' | 'holidays'>;

/** What the lists are: their content, hashed (the rows keep no version of their own). */
const fingerprintOf = ({ breaks, holidays }: Lists) =>
  createHash('sha256')
    .update(JSON.stringify([breaks, holidays]))
    .digest('hex')
    .slice(0, 16);

async function readLists(db: Reader, schoolYearId: number): Promise<Lists> {
  const [breakRows, holidayRows] = await Promise.all([
    db
      .select({ name: breaks.name, startDate: breaks.startDate, endDate: breaks.endDate })
      .from(breaks)
      .where(eq(breaks.schoolYearId, schoolYearId))
      .orderBy(asc(breaks.startDate), asc(breaks.id)),
    db
      .select({ name: holidays.name, date: holidays.date })
      .from(holidays)
      .where(eq(holidays.schoolYearId, schoolYearId))
      .orderBy(asc(holidays.date), asc(holidays.id)),
  ]);
  return { breaks: breakRows, holidays: holidayRows };
}

/**
 * The history's view of a year's calendar: a field per break (`breaks.<first day>`) and per
 * holiday (`holidays.<day>`), so a change names the one row that changed.
 */
function calendarSnapshot({ breaks, holidays }: Lists): HistorySnapshot {
  return {
    ...Object.fromEntries(
      breaks.map((b) => [`breaks.${b.startDate}`, `${b.name}: ${b.startDate} – ${b.endDate}`]),
    ),
    ...Object.fromEntries(holidays.map((h) => [`holidays.${h.date}`, h.name])),
  };
}

async function readYear(db: Reader, schoolYearId: number) {
  const [year] = await db
    .select({
      id: schoolYears.id,
      name: schoolYears.name,
      startDate: schoolYears.startDate,
      endDate: schoolYears.endDate,
    })
    .from(schoolYears)
    .where(eq(schoolYears.id, schoolYearId));
  if (!year) throw notFound();
  return year;
}

/** `GET /api/configuration/school-calendar/{schoolYearId}`: the year's breaks and holidays. */
export async function readSchoolCalendar(
  db: Reader,
  schoolYearId: number,
): Promise<SchoolCalendar> {
  const [schoolYear, lists] = await Promise.all([
    readYear(db, schoolYearId),
    readLists(db, schoolYearId),
  ]);
  return { schoolYear, ...lists, fingerprint: fingerprintOf(lists) };
}

/** Each day outside the school year, as field issues. */
function daysOutside(year: { startDate: string; endDate: string }, input: SchoolCalendarUpdate) {
  const outside = (day: string) => day < year.startDate || day > year.endDate;
  const issues: FieldIssue[] = [];
  input.breaks.forEach((b, index) => {
    for (const field of ['startDate', 'endDate'] as const)
      if (outside(b[field]))
        issues.push({
          path: `breaks.${index}.${field}`,
          message: SCHOOL_CALENDAR_ISSUES.outsideYear,
        });
  });
  input.holidays.forEach((h, index) => {
    if (outside(h.date))
      issues.push({ path: `holidays.${index}.date`, message: SCHOOL_CALENDAR_ISSUES.outsideYear });
  });
  return issues;
}

/**
 * `PUT /api/configuration/school-calendar/{schoolYearId}`: replaces the year's breaks and
 * holidays in one transaction under the year's row lock, with a history row; 409 when the lists
 * changed since `fingerprint` was read, 400 for a day outside the year (nothing stored).
 */
export async function saveSchoolCalendar(
  db: Database,
  schoolYearId: number,
  input: SchoolCalendarUpdate,
  actor: HistoryActor,
): Promise<SchoolCalendar> {
  await db.transaction(async (tx) => {
    const [year] = await tx
      .select({ startDate: schoolYears.startDate, endDate: schoolYears.endDate })
      .from(schoolYears)
      .where(eq(schoolYears.id, schoolYearId))
      .for('update');
    if (!year) throw notFound();
    const issues = daysOutside(year, input);
    if (issues.length > 0) throw invalidInput(issues);
    const before = await readLists(tx, schoolYearId);
    if (fingerprintOf(before) !== input.fingerprint) throw staleVersion();
    await tx.delete(breaks).where(eq(breaks.schoolYearId, schoolYearId));
    await tx.delete(holidays).where(eq(holidays.schoolYearId, schoolYearId));
    if (input.breaks.length > 0)
      await tx.insert(breaks).values(input.breaks.map((b) => ({ ...b, schoolYearId })));
    if (input.holidays.length > 0)
      await tx.insert(holidays).values(input.holidays.map((h) => ({ ...h, schoolYearId })));
    await recordHistory(tx, {
      entity: 'schoolCalendar',
      id: schoolYearId,
      before: calendarSnapshot(before),
      after: calendarSnapshot(await readLists(tx, schoolYearId)),
      actor,
    });
  });
  return readSchoolCalendar(db, schoolYearId);
}

import { eq, sql } from 'drizzle-orm';
import {
  SCHOOL_YEAR_KEYS,
  type SchoolYearItem,
  type SchoolYearUpdate,
} from '../../../shared/model/school-year';
import type { FieldIssue } from '../../../shared/model/errors';
import type { Database, Transaction } from '../../db/database';
import { bookingPhases, schoolYears } from '../../db/schema';
import { invalidInput, notFound, staleVersion } from '../../errors';
import { recordHistory, type HistoryActor, type HistorySnapshot } from '../history/record-history';
import { readSchoolYear } from './read-school-years';

type YearDates = Pick<
  SchoolYearItem,
  'childmindingStartDate' | 'trimester1End' | 'trimester2End' | 'trimester3End'
>;

const snapshot = (year: SchoolYearItem): HistorySnapshot => ({
  childmindingStartDate: year.childmindingStartDate,
  trimester1End: year.trimester1End,
  trimester2End: year.trimester2End,
  trimester3End: year.trimester3End,
  bookingPhaseStart: year.bookingPhaseStart,
});

/** The field issues of the dates a year would have after the update (spec 002 §5 needs none; ours). */
function dateIssues(year: SchoolYearItem, next: YearDates, update: SchoolYearUpdate): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const fields = [
    ['updatedChildmindingStartDate', next.childmindingStartDate],
    ['updatedTrimester1End', next.trimester1End],
    ['updatedTrimester2End', next.trimester2End],
    ['updatedTrimester3End', next.trimester3End],
  ] as const;
  for (const [field, value] of fields) {
    if (update[field] === undefined || value === null) continue;
    if (value < year.startDate || value > year.endDate)
      issues.push({ path: field, message: SCHOOL_YEAR_KEYS.outsideYear });
  }
  // The trimesters end in order; the changed end is the one said wrong.
  const ends = [next.trimester1End, next.trimester2End, next.trimester3End];
  for (let i = 1; i < ends.length; i++) {
    const before = ends.slice(0, i).filter((end): end is string => end !== null);
    const end = ends[i];
    if (end === null || end === undefined || before.every((earlier) => earlier < end)) continue;
    const changed = update[`updatedTrimester${i + 1}End` as keyof SchoolYearUpdate] !== undefined;
    const path = changed ? `updatedTrimester${i + 1}End` : `updatedTrimester${i}End`;
    if (!issues.some((issue) => issue.path === path))
      issues.push({ path, message: SCHOOL_YEAR_KEYS.trimesterOrder });
  }
  if (update.updatedStart !== undefined && update.updatedStart.slice(0, 10) > year.endDate)
    issues.push({ path: 'updatedStart', message: SCHOOL_YEAR_KEYS.phaseAfterYear });
  return issues;
}

/** Locks the year's row for the rest of `tx`: concurrent edits of one year queue behind it. */
async function lockYear(tx: Transaction, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(eq(schoolYears.id, id))
    .for('update');
  if (!row) throw notFound();
}

/**
 * `PATCH api/school-year/` (spec 002 §4, §7): saves a year's booking-phase start, childminding
 * start and trimester ends in one transaction, under the year's row lock. The booking-phase
 * start takes no version: edits apply in the order they arrive, so the latest wins (the screen
 * sends one at a time and drops older queued ones). The year's dates need the version read
 * (409 when stale). Every change is recorded in the history with who and when.
 */
export async function updateSchoolYear(
  db: Database,
  update: SchoolYearUpdate,
  actor: HistoryActor,
): Promise<SchoolYearItem> {
  const id = update.schoolYear;
  await db.transaction(async (tx) => {
    await lockYear(tx, id);
    const year = (await readSchoolYear(tx, id))!;
    const next: YearDates = {
      childmindingStartDate:
        update.updatedChildmindingStartDate === undefined
          ? year.childmindingStartDate
          : update.updatedChildmindingStartDate,
      trimester1End:
        update.updatedTrimester1End === undefined
          ? year.trimester1End
          : update.updatedTrimester1End,
      trimester2End:
        update.updatedTrimester2End === undefined
          ? year.trimester2End
          : update.updatedTrimester2End,
      trimester3End:
        update.updatedTrimester3End === undefined
          ? year.trimester3End
          : update.updatedTrimester3End,
    };
    const issues = dateIssues(year, next, update);
    if (issues.length > 0) throw invalidInput(issues);

    const datesChanged =
      update.updatedChildmindingStartDate !== undefined ||
      update.updatedTrimester1End !== undefined ||
      update.updatedTrimester2End !== undefined ||
      update.updatedTrimester3End !== undefined;
    if (datesChanged) {
      if (update.version !== year.version) throw staleVersion();
      await tx
        .update(schoolYears)
        .set({ ...next, version: sql`${schoolYears.version} + 1` })
        .where(eq(schoolYears.id, id));
    }
    if (update.updatedStart !== undefined) {
      const start = new Date(update.updatedStart);
      await tx
        .insert(bookingPhases)
        .values({ schoolYearId: id, start })
        .onConflictDoUpdate({ target: bookingPhases.schoolYearId, set: { start } });
    }
    const after = (await readSchoolYear(tx, id))!;
    await recordHistory(tx, {
      entity: 'schoolYear',
      id,
      before: snapshot(year),
      after: snapshot(after),
      actor,
    });
  });
  return (await readSchoolYear(db, id))!;
}

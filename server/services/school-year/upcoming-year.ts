import { asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { TransitionState } from '../../../shared/model/enums';
import type { NextSchoolYearTransition } from '../../../shared/model/school-year-transition';
import type { Reader, Transaction } from '../../db/database';
import { schoolYears } from '../../db/schema';
import { recordHistory, type HistoryActor } from '../history/record-history';

/** A school year as the transition reads it. */
export interface TransitionYear {
  id: number;
  name: string;
  startDate: string;
  transitionState: TransitionState;
}

const columns = {
  id: schoolYears.id,
  name: schoolYears.name,
  startDate: schoolYears.startDate,
  transitionState: schoolYears.transitionState,
};

/**
 * The upcoming school year: the first that has not started by `today` (the school's date), as
 * `GET api/pseudo-constants` names it; null when none is set up. In a transaction, `lock` takes
 * its row for the rest of it, so a second roll-out or rollback waits and then sees the state the
 * first one left.
 */
export async function readUpcomingYear(
  db: Reader | Transaction,
  today: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<TransitionYear | null> {
  const query = db
    .select(columns)
    .from(schoolYears)
    .where(gt(schoolYears.startDate, today))
    .orderBy(asc(schoolYears.startDate))
    .limit(1);
  const [year] = lock ? await query.for('update') : await query;
  return year ?? null;
}

/** The school year just before `year` (the one a roll-out moves from), or null. */
export async function readYearBefore(
  db: Reader,
  year: TransitionYear,
): Promise<TransitionYear | null> {
  const [before] = await db
    .select(columns)
    .from(schoolYears)
    .where(lt(schoolYears.startDate, year.startDate))
    .orderBy(desc(schoolYears.startDate))
    .limit(1);
  return before ?? null;
}

/** The transition as the pseudo-constants and the roll-out's answers carry it. */
export const transitionOf = (year: TransitionYear | null): NextSchoolYearTransition => ({
  transitionState: year?.transitionState ?? 'NOT_ROLLED_OUT',
  nameUpcomingSchoolYear: year?.name ?? null,
});

/**
 * Puts `year` into its next transition state inside the roll-out's or rollback's transaction,
 * recorded in the history with `actor`, and answers the transition as it now stands.
 */
export async function moveTransition(
  tx: Transaction,
  year: TransitionYear,
  transitionState: TransitionState,
  actor: HistoryActor,
): Promise<NextSchoolYearTransition> {
  await tx.update(schoolYears).set({ transitionState }).where(eq(schoolYears.id, year.id));
  await recordHistory(tx, {
    entity: 'schoolYear',
    id: year.id,
    before: { transitionState: year.transitionState },
    after: { transitionState },
    actor,
  });
  return transitionOf({ ...year, transitionState });
}

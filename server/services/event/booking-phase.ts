import { desc, eq, lte } from 'drizzle-orm';
import { bookingPhases, schoolYears } from '../../db/schema';
import type { Reader } from '../../db/database';

/** The school year customers book for now. */
export interface SchoolYearInPhase {
  id: number;
  name: string;
}

/**
 * The school year in its booking phase: the one whose phase started last, not after `now`
 * (a phase has a start only; the next year's phase, once started, takes over). Null before any
 * phase has started.
 */
export async function findSchoolYearInBookingPhase(
  db: Reader,
  now: Date,
): Promise<SchoolYearInPhase | null> {
  const [row] = await db
    .select({ id: schoolYears.id, name: schoolYears.name })
    .from(bookingPhases)
    .innerJoin(schoolYears, eq(schoolYears.id, bookingPhases.schoolYearId))
    .where(lte(bookingPhases.start, now))
    .orderBy(desc(bookingPhases.start))
    .limit(1);
  return row ?? null;
}

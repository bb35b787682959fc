import { asc, gt } from 'drizzle-orm';
import type { PseudoConstants } from '../../../shared/model/config';
import type { Database } from '../../db/database';
import { schoolYears } from '../../db/schema';

/**
 * The transition into the next school year: the first one that has not started by `today`
 * (the school's date, http/school-day.ts).
 */
export async function readPseudoConstants(db: Database, today: string): Promise<PseudoConstants> {
  const [upcoming] = await db
    .select({ name: schoolYears.name, transitionState: schoolYears.transitionState })
    .from(schoolYears)
    .where(gt(schoolYears.startDate, today))
    .orderBy(asc(schoolYears.startDate))
    .limit(1);
  return {
    nextSchoolYearTransition: {
      transitionState: upcoming?.transitionState ?? 'NOT_ROLLED_OUT',
      nameUpcomingSchoolYear: upcoming?.name ?? null,
    },
  };
}

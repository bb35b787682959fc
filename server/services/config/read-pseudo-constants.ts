import type { PseudoConstants } from '../../../shared/model/config';
import type { Database } from '../../db/database';
import { readUpcomingYear, transitionOf } from '../school-year/upcoming-year';

/**
 * The transition into the next school year: the first one that has not started by `today`
 * (the school's date, http/school-day.ts).
 */
export async function readPseudoConstants(db: Database, today: string): Promise<PseudoConstants> {
  return { nextSchoolYearTransition: transitionOf(await readUpcomingYear(db, today)) };
}

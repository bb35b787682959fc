import { GRADES, type Grade, type TransitionState } from './enums';

/**
 * The transition into the upcoming school year (spec 002 §3 "School year settings", §4): as
 * `GET api/pseudo-constants` carries it and as the roll-out and the rollback answer it.
 */
export interface NextSchoolYearTransition {
  transitionState: TransitionState;
  /** Like '2027/28'; null when no school year after today's is set up. */
  nameUpcomingSchoolYear: string | null;
}

/**
 * `GET api/count/rollback-counts`: what a rollback of the upcoming year would remove, and the
 * bookings that forbid it (a rollback never deletes a booking).
 */
export interface RollbackCounts {
  /** Like '2027/28'; null when no school year after today's is set up. */
  schoolYear: string | null;
  transitionState: TransitionState;
  /** The classes the roll-out made (grade + 1). */
  classes: number;
  /** The services the roll-out copied (drafts, or published since). */
  services: number;
  /** Bookings of the upcoming year's services: any refuses the rollback. */
  bookings: number;
}

/** Message keys of the roll-out and the rollback. */
export const TRANSITION_KEYS = {
  noUpcomingYear: 'schoolYear.transition.noUpcomingYear',
  noPreviousYear: 'schoolYear.transition.noPreviousYear',
  bookingsExist: 'schoolYear.transition.bookingsExist',
} as const;

/**
 * The grade a participant moves up to in the next school year: the next in {@link GRADES}, and
 * after S7 Graduate. Null for a Graduate, who has left the school and gets no new class.
 */
export function nextGrade(grade: Grade): Grade | null {
  if (grade === 'Graduate') return null;
  return GRADES[GRADES.indexOf(grade) + 1] ?? null;
}

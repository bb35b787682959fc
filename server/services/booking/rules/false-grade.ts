import { GRADES, type BusinessArea, type Grade } from '../../../../shared/model/enums';

/** What the grade rule needs of a service. */
export interface GradedService {
  businessArea: BusinessArea;
  /** Empty: the service has no grade limit. */
  grades: readonly Grade[];
}

/** The grade after `grade` (the one a child moves up to), or undefined after the last. */
export const nextGrade = (grade: Grade): Grade | undefined => GRADES[GRADES.indexOf(grade) + 1];

/**
 * Spec 001 §4.6: a participant has a false grade when the service is not a school bus and its
 * grades include neither the participant's grade nor the next one. A service without grades
 * takes every child; a child without a class for the service's school year has no grade to
 * match and so has a false grade for a graded service.
 */
export function isFalseGrade(service: GradedService, participantGrade: Grade | null): boolean {
  if (service.businessArea === 'SCHOOL_BUS' || service.grades.length === 0) return false;
  if (participantGrade === null) return true;
  const next = nextGrade(participantGrade);
  return (
    !service.grades.includes(participantGrade) &&
    (next === undefined || !service.grades.includes(next))
  );
}

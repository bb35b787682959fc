import { GRADES, type Grade, type ParticipantPersonType } from './enums';

/** The coordinator type a new participant person starts with (spec 002 §4). */
export const DEFAULT_COORDINATOR_TYPE: ParticipantPersonType = 'TRANSPORT_COORDINATOR';

const EARLY: readonly Grade[] = ['M1', 'M2', 'P1'];

/**
 * The grades a coordinator type preselects (spec 002 §4): modular M1, M2, P1; bus every other
 * grade; transport all; school teacher M1, M2, P1, P2.
 */
export const COORDINATOR_DEFAULT_GRADES: Readonly<Record<ParticipantPersonType, readonly Grade[]>> =
  {
    MODULAR_COORDINATOR: EARLY,
    BUS_COORDINATOR: GRADES.filter((grade) => !EARLY.includes(grade)),
    TRANSPORT_COORDINATOR: GRADES,
    SCHOOL_TEACHER: [...EARLY, 'P2'],
  };

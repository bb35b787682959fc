import type { BookingStatus } from '../../../../shared/model/enums';
import type { FamilyCancelMode } from '../../../../shared/model/family-booking';

/** What the family's cancel rule reads of a booking and its service. */
export interface FamilyCancelFacts {
  status: BookingStatus;
  /** The booking's own first day, else the service's (yyyy-MM-dd), or null. */
  start: string | null;
  /** The service's registration deadline (yyyy-MM-dd), or null. */
  registrationDeadline: string | null;
}

/**
 * What a family's cancel does (issue 19.4; spec 001 §4.1 leaves the transitions open):
 * - a request not decided yet (PENDING) or a place on the waiting list: withdrawn at once;
 * - an ACCEPTED booking before it starts, while the service still takes registrations (its
 *   deadline not passed): cancelled at once — nothing has happened and the place can be given
 *   again;
 * - an ACCEPTED booking after that: a request the office decides (it may owe a notice period);
 * - cancelled or FINISHED: nothing to cancel (null).
 */
export function familyCancelMode(
  { status, start, registrationDeadline }: FamilyCancelFacts,
  today: string,
): FamilyCancelMode | null {
  if (status === 'PENDING' || status === 'WAITING_LIST') return 'now';
  if (status !== 'ACCEPTED') return null;
  const beforeStart = start !== null && today < start;
  const stillOpen = registrationDeadline === null || today <= registrationDeadline;
  return beforeStart && stillOpen ? 'now' : 'request';
}

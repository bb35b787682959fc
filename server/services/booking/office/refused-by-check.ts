import {
  BLOCKING_WARNING_KEYS,
  type BookingCheckResult,
  type BookingWarningKey,
} from '../../../../shared/model/booking';
import { refused } from '../book-service';

/** The capacity warnings, which matter only for a booking that takes a place. */
const CAPACITY_WARNINGS: readonly string[] = ['noEventCapacityLeft', 'noLocationCapacityLeft'];

/**
 * Throws for what the booking check found, as a parent's booking does (book-service.ts):
 * errors and the blocking `noLocation` 400, a warning not in `confirmed` 409. A booking that
 * takes no place (WAITING_LIST, cancelled) is not warned that the places are gone.
 */
export function refusedByCheck(
  { errors, warnings }: BookingCheckResult,
  confirmed: readonly BookingWarningKey[],
  { takesPlace }: { takesPlace: boolean },
): void {
  const relevant = warnings.filter(
    (warning) => takesPlace || !CAPACITY_WARNINGS.includes(warning.key),
  );
  const blocking = relevant.filter((warning) =>
    (BLOCKING_WARNING_KEYS as readonly string[]).includes(warning.key),
  );
  if (errors.length > 0 || blocking.length > 0) throw refused(400, [...errors, ...blocking]);
  const unconfirmed = relevant.filter(
    (warning) =>
      !(BLOCKING_WARNING_KEYS as readonly string[]).includes(warning.key) &&
      !confirmed.includes(warning.key),
  );
  if (unconfirmed.length > 0) throw refused(409, unconfirmed);
}

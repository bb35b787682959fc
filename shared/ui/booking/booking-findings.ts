import {
  BLOCKING_WARNING_KEYS,
  type BookingCheckMessage,
  type BookingCheckResult,
  type BookingWarningKey,
} from '../../model/booking';

const isBlocking = (warning: BookingCheckMessage<BookingWarningKey>) =>
  (BLOCKING_WARNING_KEYS as readonly string[]).includes(warning.key);

/** Findings that forbid saving: the errors and the warnings no confirmation lifts. */
export function blockersOf(check: BookingCheckResult): BookingCheckMessage[] {
  return [...check.errors, ...check.warnings.filter(isBlocking)];
}

/** Warnings the parent may confirm to book anyway (spec 001 §8). */
export function confirmableOf(check: BookingCheckResult): BookingCheckMessage<BookingWarningKey>[] {
  return check.warnings.filter((warning) => !isBlocking(warning));
}

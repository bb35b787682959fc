/**
 * The registration deadline a new booking has missed, or null. The deadline day itself is still
 * open; a change to an existing booking is never late (spec 001 §8: only for new bookings).
 */
export function missedDeadline({
  isNew,
  registrationDeadline,
  today,
}: {
  isNew: boolean;
  /** yyyy-MM-dd or null for none. */
  registrationDeadline: string | null;
  /** yyyy-MM-dd */
  today: string;
}): string | null {
  if (!isNew || registrationDeadline === null) return null;
  return registrationDeadline < today ? registrationDeadline : null;
}

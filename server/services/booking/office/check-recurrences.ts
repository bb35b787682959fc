import type { BookingCheckMessage } from '../../../../shared/model/booking';
import type {
  RecurrenceCheckResult,
  RecurrenceFinding,
} from '../../../../shared/model/booking-batch';
import type { BookingCheckInput } from '../../../../shared/model/booking';
import type { Database } from '../../../db/database';
import type { Session } from '../../auth/session';
import { assessBooking } from '../assess-booking';
import { evaluateBooking, type BookingFacts } from '../rules/evaluate-booking';

/** Findings that belong to a slot's time (not to the service or the child as a whole). */
const SLOT_ERRORS: readonly string[] = [
  'colliding',
  'busAlreadyBooked',
  'morningBusConflict',
  'afternoonBusConflict',
  'timeGapBeforeService',
  'serviceAfterAfternoonBus',
  'bookedOnHoliday',
];

/** The facts of the booking narrowed to its `index`-th slot (its room count with it). */
function factsOfSlot(facts: BookingFacts, index: number): BookingFacts {
  const slot = facts.service.slots[index]!;
  return {
    ...facts,
    service: { ...facts.service, slots: [slot] },
    location: facts.location && {
      capacity: facts.location.capacity,
      present: [facts.location.present[index] ?? 0],
    },
  };
}

/**
 * `PUT /api/booking/check-recurrencies`: the booking check (assess-booking.ts, the caller's
 * right to the child and the request's fit included) of the chosen slots, and each chosen slot
 * judged alone by the same rules (`evaluateBooking` on the facts narrowed to that slot): full
 * (its room's count at that time, or no place left in the service) or colliding with the
 * child's other bookings. Nothing is stored.
 */
export async function checkRecurrences(
  db: Database,
  input: BookingCheckInput,
  { session, today }: { session: Session; today: string },
): Promise<RecurrenceCheckResult> {
  const { result, facts, chosen } = await assessBooking(
    db,
    { ...input, stopId: input.stopId ?? null },
    { session, today },
  );
  const serviceFull = result.warnings.some((warning) => warning.key === 'noEventCapacityLeft');
  const recurrences: RecurrenceFinding[] = chosen.map((slot, index) => {
    const alone = evaluateBooking(factsOfSlot(facts, index));
    const findings: BookingCheckMessage[] = [
      ...alone.errors.filter((error) => SLOT_ERRORS.includes(error.key)),
      ...alone.warnings.filter((warning) => warning.key === 'noLocationCapacityLeft'),
    ];
    return {
      recurrenceId: slot.id,
      full: serviceFull || findings.some((finding) => finding.key === 'noLocationCapacityLeft'),
      collides: findings.some((finding) => SLOT_ERRORS.includes(finding.key)),
      findings,
    };
  });
  return { ...result, recurrences };
}

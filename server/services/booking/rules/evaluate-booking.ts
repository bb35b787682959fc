import type {
  BookingCheckMessage,
  BookingCheckResult,
  BookingErrorKey,
  BookingWarningKey,
} from '../../../../shared/model/booking';
import type { Grade } from '../../../../shared/model/enums';
import { busFindings } from './bus';
import { isRoomFull, isServiceFull } from './capacity';
import { periodsCollide, type BookedPeriod, type SchoolCalendar } from './collision';
import { isFalseGrade } from './false-grade';
import { isBookedOnHoliday } from './holiday';
import { missedDeadline } from './register-limit';

/** Another booking of the participant, still on. */
export interface ParticipantBooking extends BookedPeriod {
  eventId: number;
  serviceName: string;
}

/** Everything the booking check decides on, loaded beforehand (see load-booking-facts.ts). */
export interface BookingFacts {
  /** False when an existing booking is being changed. */
  isNew: boolean;
  /** yyyy-MM-dd */
  today: string;
  /**
   * The service with the slots and dates this booking takes (a bus's slot times are when it is
   * at the school; see BookedPeriod).
   */
  service: BookedPeriod & {
    id: number;
    /** The booking takes some of the service's slots only (single days, weekdays). */
    partial?: boolean;
    grades: readonly Grade[];
    registrationDeadline: string | null;
    maximumNumber: number | null;
    locationId: number | null;
  };
  /** The participant's grade in the service's school year, null without a class. */
  participantGrade: Grade | null;
  /** Places of the service left for this booking (never below 0); null without a maximum. */
  placesLeft: number | null;
  /**
   * The room's capacity and, per slot of `service.slots`, the bookings holding a place in the
   * room at that time (count-room-occupancy.ts; counted up to the capacity); null without a
   * location.
   */
  location: { capacity: number; present: readonly number[] } | null;
  /** The participant's other bookings that are still on (this one left out). */
  participantBookings: readonly ParticipantBooking[];
  calendar: SchoolCalendar;
}

const isBus = (period: BookedPeriod) => period.businessArea === 'SCHOOL_BUS';

/**
 * The booking check of spec 001 §8: errors block saving; warnings ask the user, except
 * `noLocation`, which blocks (see BLOCKING_WARNING_KEYS). Pure: the facts decide.
 *
 * A bus is checked by its own rules (rules/bus.ts): a second bus in the same direction on a
 * weekday is `busAlreadyBooked` (also on the same line, so `alreadyBooked` is not reported for
 * buses), and a bus and a service are judged by the bus's time at the school instead of
 * `colliding`.
 */
export function evaluateBooking(facts: BookingFacts): BookingCheckResult {
  const { service, calendar } = facts;
  const errors: BookingCheckMessage<BookingErrorKey>[] = [];
  const warnings: BookingCheckMessage<BookingWarningKey>[] = [];

  if (
    !isBus(service) &&
    facts.participantBookings.some((booking) => booking.eventId === service.id)
  )
    errors.push({ key: 'alreadyBooked' });
  const collision = facts.participantBookings.find(
    (booking) =>
      booking.eventId !== service.id &&
      !isBus(service) &&
      !isBus(booking) &&
      periodsCollide(service, booking, calendar),
  );
  if (collision) errors.push({ key: 'colliding', values: { service: collision.serviceName } });
  errors.push(...busFindings(service, facts.participantBookings, calendar));
  if (service.partial && isBookedOnHoliday(service, calendar))
    errors.push({ key: 'bookedOnHoliday' });
  if (isFalseGrade(service, facts.participantGrade)) errors.push({ key: 'falseGrade' });
  const deadline = missedDeadline({
    isNew: facts.isNew,
    registrationDeadline: service.registrationDeadline,
    today: facts.today,
  });
  if (deadline) errors.push({ key: 'registerLimit', values: { date: deadline } });

  // A school bus has stops instead of a room (spec 002 §5: location required unless bus).
  if (facts.location === null && service.businessArea !== 'SCHOOL_BUS')
    warnings.push({ key: 'noLocation' });
  const { location } = facts;
  if (location && location.present.some((present) => isRoomFull(location.capacity, present)))
    warnings.push({ key: 'noLocationCapacityLeft' });
  if (isServiceFull(facts.placesLeft)) warnings.push({ key: 'noEventCapacityLeft' });
  return { errors, warnings };
}

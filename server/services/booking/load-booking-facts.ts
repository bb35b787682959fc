import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../../shared/model/booking';
import { bookings } from '../../db/schema';
import { invalidInput } from '../../errors';
import type { EventRow } from '../event/read-event-parts';
import { atSchool } from './bus-school-times';
import { countRoomOccupancy } from './count-room-occupancy';
import { readBookedPeriods } from './read-booked-periods';
import type { EventRecurrenceRow, ServiceFacts } from './read-service-facts';
import { bookingDates, type BookingDates } from './rules/booking-dates';
import type { BookingFacts } from './rules/evaluate-booking';
import type { Reader } from '../../db/database';

/** The booking to check: an existing one (`id`) being changed, or a new one. */
export interface BookingToCheck {
  id?: number | null;
  serviceId: number;
  /** Null for a parent who has no record of their own yet (their first parent activity). */
  participantId: number | null;
  /** The slots taken; empty = every slot of the service. */
  recurrenceIds: readonly number[];
  /** A start the customer chose (childminding); otherwise today or the service's start. */
  startDate?: string | null;
}

/** The facts and the service row they came from. */
export interface LoadedBookingFacts {
  facts: BookingFacts;
  service: EventRow;
  /** Every slot of the service. */
  serviceSlots: EventRecurrenceRow[];
  /** The slots the booking takes. */
  chosen: EventRecurrenceRow[];
  /** The booking takes some of the service's slots only. */
  partial: boolean;
  /** The dates the booking runs. */
  dates: BookingDates;
}

export type { EventRecurrenceRow } from './read-service-facts';

/**
 * What the booking check decides on, from the service's facts read in one query
 * (read-service-facts.ts): then the participant's bookings and the room's occupancy, counted in
 * the database (count-room-occupancy.ts), at once. 400 when a recurrence id is not one of the
 * service's. Works inside a transaction too (pass the transaction).
 */
export async function loadBookingFacts(
  db: Reader,
  booking: BookingToCheck,
  {
    today,
    read,
    schoolOffset = 0,
  }: {
    today: string;
    read: ServiceFacts;
    /** A bus's minutes from its recurrence time to the school (rules/bus.ts schoolStopOffset). */
    schoolOffset?: number;
  },
): Promise<LoadedBookingFacts> {
  const { service, recurrences, calendar } = read;
  const exceptBookingId = booking.id ?? null;
  const { participantId } = booking;

  const bus = service.businessArea === 'SCHOOL_BUS';

  const unknown = booking.recurrenceIds.filter(
    (id) => !recurrences.some((recurrence) => recurrence.id === id),
  );
  if (unknown.length > 0)
    throw invalidInput([{ path: 'recurrenceIds', message: 'error.invalidInput' }]);
  const chosen =
    booking.recurrenceIds.length === 0
      ? recurrences
      : recurrences.filter((recurrence) => booking.recurrenceIds.includes(recurrence.id));
  const partial = chosen.length < recurrences.length;
  const dates = bookingDates({
    service,
    chosen,
    partial,
    today,
    requestedStart: booking.startDate,
  });
  const slots = chosen.map(({ dayOfWeek, time, endTime }) => ({ dayOfWeek, time, endTime }));

  const period = {
    businessArea: service.businessArea,
    ...dates,
    slots: bus ? atSchool(slots, schoolOffset) : slots,
  };
  const room = read.capacity === null ? null : { capacity: read.capacity };
  const [participantBookings, present] = await Promise.all([
    participantId === null
      ? Promise.resolve([])
      : readBookedPeriods(db, {
          where: and(
            eq(bookings.participantId, participantId),
            inArray(bookings.bookingStatus, [...ACTIVE_STATUSES]),
          ),
          exceptBookingId,
        }),
    room
      ? countRoomOccupancy(db, {
          locationId: service.locationId!,
          schoolYearId: service.schoolYearId,
          capacity: room.capacity,
          period,
          calendar,
          exceptBookingId,
          roomSlots: read.roomSlots,
        })
      : Promise.resolve([]),
  ]);

  const facts: BookingFacts = {
    isNew: exceptBookingId === null,
    today,
    service: {
      id: service.id,
      ...period,
      ...(bus ? { inbound: service.inbound } : {}),
      partial,
      grades: read.grades,
      registrationDeadline: service.registrationDeadline,
      maximumNumber: service.maximumNumber,
      locationId: service.locationId,
    },
    participantGrade: read.participantGrade,
    placesLeft: read.placesLeft,
    location: room ? { capacity: room.capacity, present } : null,
    participantBookings,
    calendar,
  };
  return { facts, service, serviceSlots: recurrences, chosen, partial, dates };
}

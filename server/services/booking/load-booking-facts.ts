import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../../shared/model/booking';
import {
  bookings,
  breaks,
  eventGrades,
  eventRecurrences,
  events,
  holidays,
  locations,
  participantClasses,
} from '../../db/schema';
import { invalidInput, notFound } from '../../errors';
import { readPlacesLeft } from '../event/places-left';
import type { EventRow } from '../event/read-event-parts';
import { atSchool, readSchoolOffsets } from './bus-school-times';
import { countRoomOccupancy } from './count-room-occupancy';
import { readBookedPeriods } from './read-booked-periods';
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

/** A slot row of a service. */
export type EventRecurrenceRow = typeof eventRecurrences.$inferSelect;

/**
 * Reads what the booking check decides on. 404 for an unknown service; 400 when a recurrence
 * id is not one of the service's. Works inside a transaction too (pass the transaction).
 */
export async function loadBookingFacts(
  db: Reader,
  booking: BookingToCheck,
  { today }: { today: string },
): Promise<LoadedBookingFacts> {
  const [service] = await db.select().from(events).where(eq(events.id, booking.serviceId));
  if (!service) throw notFound();
  const exceptBookingId = booking.id ?? null;
  const { participantId } = booking;

  const bus = service.businessArea === 'SCHOOL_BUS';
  const [recurrences, gradeRows, classRows, placesLeft, location, breakRows, holidayRows, offsets] =
    await Promise.all([
      db.select().from(eventRecurrences).where(eq(eventRecurrences.eventId, service.id)),
      db.select().from(eventGrades).where(eq(eventGrades.eventId, service.id)),
      participantId === null
        ? Promise.resolve([])
        : db
            .select({ grade: participantClasses.grade })
            .from(participantClasses)
            .where(
              and(
                eq(participantClasses.participantId, participantId),
                eq(participantClasses.schoolYearId, service.schoolYearId),
              ),
            ),
      readPlacesLeft(db, [service.id], { exceptBookingId }),
      service.locationId === null
        ? Promise.resolve([])
        : db
            .select({ capacity: locations.capacity })
            .from(locations)
            .where(eq(locations.id, service.locationId)),
      db
        .select({ startDate: breaks.startDate, endDate: breaks.endDate })
        .from(breaks)
        .where(eq(breaks.schoolYearId, service.schoolYearId)),
      db
        .select({ date: holidays.date })
        .from(holidays)
        .where(eq(holidays.schoolYearId, service.schoolYearId)),
      readSchoolOffsets(db, bus ? [{ id: service.id, inbound: service.inbound }] : []),
    ]);

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
    slots: bus ? atSchool(slots, offsets.get(service.id) ?? 0) : slots,
  };
  const calendar = { breaks: breakRows, holidays: holidayRows.map((row) => row.date) };
  const room = location[0];
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
      grades: gradeRows.map((row) => row.grade),
      registrationDeadline: service.registrationDeadline,
      maximumNumber: service.maximumNumber,
      locationId: service.locationId,
    },
    participantGrade: classRows[0]?.grade ?? null,
    placesLeft: placesLeft.get(service.id) ?? null,
    location: room ? { capacity: room.capacity, present } : null,
    participantBookings,
    calendar,
  };
  return { facts, service, serviceSlots: recurrences, chosen, partial, dates };
}

import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { bookingRecurrences, bookings, eventRecurrences, events } from '../../db/schema';
import { atSchool, readSchoolOffsets } from './bus-school-times';
import type { Slot } from './rules/collision';
import type { ParticipantBooking } from './rules/evaluate-booking';
import type { Reader } from '../../db/database';

/** Which bookings to read: the condition, and a booking to leave out (the one being changed). */
export interface BookedPeriodsQuery {
  where: SQL | undefined;
  exceptBookingId?: number | null;
}

/**
 * Bookings matching `where` (on `bookings` and `events`) of services that are not cancelled,
 * each with the slots it takes: its booked recurrences, or every recurrence of the service
 * when it names none. Dates are the booking's own, else the service's. A bus's slots carry the
 * time the bus is at the school (see BookedPeriod).
 */
export async function readBookedPeriods(
  db: Reader,
  { where, exceptBookingId }: BookedPeriodsQuery,
): Promise<ParticipantBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      eventId: bookings.eventId,
      serviceName: events.name,
      businessArea: events.businessArea,
      inbound: events.inbound,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      serviceStart: events.startDate,
      serviceEnd: events.endDate,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        where,
        isNull(events.canceledAt),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    );
  if (rows.length === 0) return [];
  const bookingIds = rows.map((row) => row.id);
  const eventIds = [...new Set(rows.map((row) => row.eventId))];
  const lines = new Map(
    rows
      .filter((row) => row.businessArea === 'SCHOOL_BUS')
      .map((row) => [row.eventId, { id: row.eventId, inbound: row.inbound }]),
  );
  const [booked, all, offsets] = await Promise.all([
    db
      .select({
        bookingId: bookingRecurrences.bookingId,
        dayOfWeek: eventRecurrences.dayOfWeek,
        time: eventRecurrences.time,
        endTime: eventRecurrences.endTime,
      })
      .from(bookingRecurrences)
      .innerJoin(eventRecurrences, eq(eventRecurrences.id, bookingRecurrences.eventRecurrenceId))
      .where(inArray(bookingRecurrences.bookingId, bookingIds)),
    db
      .select({
        eventId: eventRecurrences.eventId,
        dayOfWeek: eventRecurrences.dayOfWeek,
        time: eventRecurrences.time,
        endTime: eventRecurrences.endTime,
      })
      .from(eventRecurrences)
      .where(inArray(eventRecurrences.eventId, eventIds)),
    readSchoolOffsets(db, [...lines.values()]),
  ]);
  const slotsOf = new Map<number, Slot[]>();
  for (const { bookingId, ...slot } of booked)
    slotsOf.set(bookingId, [...(slotsOf.get(bookingId) ?? []), slot]);
  const serviceSlots = new Map<number, Slot[]>();
  for (const { eventId, ...slot } of all)
    serviceSlots.set(eventId, [...(serviceSlots.get(eventId) ?? []), slot]);
  return rows.map((row) => {
    const slots = slotsOf.get(row.id) ?? serviceSlots.get(row.eventId) ?? [];
    const offset = offsets.get(row.eventId);
    return {
      eventId: row.eventId,
      serviceName: row.serviceName,
      businessArea: row.businessArea,
      startDate: row.startDate ?? row.serviceStart,
      endDate: row.endDate ?? row.serviceEnd,
      slots: offset === undefined ? slots : atSchool(slots, offset),
      ...(offset === undefined ? {} : { inbound: row.inbound }),
    };
  });
}

import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  bookingRecurrences,
  bookings,
  eventBusStops,
  eventRecurrences,
  events,
  stops,
} from '../../db/schema';
import { atSchool } from './bus-school-times';
import { schoolStopOffset } from './rules/bus';
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
 * time the bus is at the school (see BookedPeriod). One query: the slots and a bus's stops come
 * as JSON lists of each booking's row.
 */
export async function readBookedPeriods(
  db: Reader,
  { where, exceptBookingId }: BookedPeriodsQuery,
): Promise<ParticipantBooking[]> {
  const slotJson = sql`json_agg(json_build_object('dayOfWeek', r.day_of_week, 'time', r.time,
    'endTime', r.end_time))`;
  const rows = await db
    .select({
      eventId: bookings.eventId,
      serviceName: events.name,
      businessArea: events.businessArea,
      inbound: events.inbound,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      serviceStart: events.startDate,
      serviceEnd: events.endDate,
      slots: sql<Slot[]>`coalesce(
        (select ${slotJson} from ${bookingRecurrences} br
          inner join ${eventRecurrences} r on r.id = br.event_recurrence_id
          where br.booking_id = ${bookings.id}),
        (select ${slotJson} from ${eventRecurrences} r where r.event_id = ${bookings.eventId}),
        '[]')`,
      stops: sql<{ name: string; distance: number | null }[] | null>`case
        when ${events.businessArea} = 'SCHOOL_BUS' then coalesce(
          (select json_agg(json_build_object('name', s.name, 'distance', ebs.distance))
            from ${eventBusStops} ebs inner join ${stops} s on s.id = ebs.stop_id
            where ebs.event_id = ${bookings.eventId}),
          '[]') end`,
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
  return rows.map((row) => {
    const offset = row.stops === null ? undefined : schoolStopOffset(row.stops, row.inbound);
    return {
      eventId: row.eventId,
      serviceName: row.serviceName,
      businessArea: row.businessArea,
      startDate: row.startDate ?? row.serviceStart,
      endDate: row.endDate ?? row.serviceEnd,
      slots: offset === undefined ? row.slots : atSchool(row.slots, offset),
      ...(offset === undefined ? {} : { inbound: row.inbound }),
    };
  });
}

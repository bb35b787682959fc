import type { SchoolClock } from '../../../shared/model/school-time';
import { aliasedTable, asc, desc, eq, inArray } from 'drizzle-orm';
import { WEEKDAYS } from '../../../shared/model/enums';
import type { EventRecurrence } from '../../../shared/model/event';
import type { FamilyBooking } from '../../../shared/model/family-booking';
import { priceLabelOf } from '../../../shared/model/price-label';
import {
  bookingRecurrences,
  bookings,
  eventRecurrences,
  events,
  participants,
  persons,
  stops,
} from '../../db/schema';
import { findCustomerOfPerson } from '../customer/find-customer';
import type { Reader } from '../../db/database';
import { familyCancelMode } from './rules/family-cancel';

const startStops = aliasedTable(stops, 'start_stops');
const destinationStops = aliasedTable(stops, 'destination_stops');

export const byWeekdayAndTime = (a: EventRecurrence, b: EventRecurrence) =>
  WEEKDAYS.indexOf(a.dayOfWeek) - WEEKDAYS.indexOf(b.dayOfWeek) || a.time.localeCompare(b.time);

/**
 * A waiting-list booking's offer while it is open by the request's clock: one past its
 * deadline is never shown as takeable, even before the sweep passed it on.
 */
export function openOffer(
  row: { status: string; offerExpiresAt: Date | null },
  now: Date,
): { expiresAt: string } | null {
  return row.status === 'WAITING_LIST' && row.offerExpiresAt && row.offerExpiresAt > now
    ? { expiresAt: row.offerExpiresAt.toISOString() }
    : null;
}

/**
 * The bookings of the family whose paying parent is `personId`: every booking of a participant
 * under that parent's customer record (children, and the parent's own record for parent
 * activities), newest first. The family is found from the caller alone, so no request can name
 * another family's. A person without a customer record has none.
 */
export async function listFamilyBookings(
  db: Reader,
  personId: number,
  { today, now }: SchoolClock,
): Promise<FamilyBooking[]> {
  const customer = await findCustomerOfPerson(db, personId);
  if (!customer) return [];
  const rows = await db
    .select({
      id: bookings.id,
      version: bookings.version,
      status: bookings.bookingStatus,
      price: bookings.price,
      individualPrice: bookings.individualPrice,
      cancellationRequestedOn: bookings.cancellationRequestedOn,
      offerExpiresAt: bookings.offerExpiresAt,
      registrationDeadline: events.registrationDeadline,
      registrationDate: bookings.registrationDate,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      cancellationDate: bookings.cancellationDate,
      participantId: participants.id,
      participantPersonId: participants.personId,
      givenName: persons.givenName,
      familyName: persons.familyName,
      serviceId: events.id,
      serviceName: events.name,
      businessArea: events.businessArea,
      serviceStart: events.startDate,
      serviceEnd: events.endDate,
      inbound: events.inbound,
      startStop: startStops.name,
      destinationStop: destinationStops.name,
    })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(startStops, eq(startStops.id, bookings.startStopId))
    .leftJoin(destinationStops, eq(destinationStops.id, bookings.destinationStopId))
    .where(eq(participants.customerId, customer.id))
    .orderBy(desc(bookings.registrationDate), desc(bookings.id));
  const slots = await slotsOf(
    db,
    rows.map((row) => ({ bookingId: row.id, serviceId: row.serviceId })),
  );
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    status: row.status,
    registrationDate: row.registrationDate,
    startDate: row.startDate,
    endDate: row.endDate,
    cancellationDate: row.cancellationDate,
    participant: {
      id: row.participantId,
      givenName: row.givenName,
      familyName: row.familyName,
      isParent: row.participantPersonId === personId,
    },
    service: {
      id: row.serviceId,
      name: row.serviceName,
      businessArea: row.businessArea,
      startDate: row.serviceStart,
      endDate: row.serviceEnd,
    },
    slots: (slots.get(row.id) ?? []).sort(byWeekdayAndTime),
    stop:
      row.businessArea === 'SCHOOL_BUS'
        ? ((row.inbound ? row.startStop : row.destinationStop) ?? null)
        : null,
    price: row.individualPrice ?? row.price,
    priceLabel: priceLabelOf({
      businessArea: row.businessArea,
      startDate: row.serviceStart,
      endDate: row.serviceEnd,
    }),
    cancellationRequestedOn: row.cancellationRequestedOn,
    offer: openOffer(row, now),
    cancelMode: familyCancelMode(
      {
        status: row.status,
        start: row.startDate ?? row.serviceStart,
        registrationDeadline: row.registrationDeadline,
      },
      today,
    ),
  }));
}

/** Each booking's slots: those it names, else all of its service's. */
export async function slotsOf(
  db: Reader,
  list: readonly { bookingId: number; serviceId: number }[],
): Promise<Map<number, EventRecurrence[]>> {
  const result = new Map<number, EventRecurrence[]>();
  if (list.length === 0) return result;
  const slot = {
    id: eventRecurrences.id,
    dayOfWeek: eventRecurrences.dayOfWeek,
    time: eventRecurrences.time,
    endTime: eventRecurrences.endTime,
  };
  const named = await db
    .select({ bookingId: bookingRecurrences.bookingId, ...slot })
    .from(bookingRecurrences)
    .innerJoin(eventRecurrences, eq(eventRecurrences.id, bookingRecurrences.eventRecurrenceId))
    .where(
      inArray(
        bookingRecurrences.bookingId,
        list.map((entry) => entry.bookingId),
      ),
    );
  for (const { bookingId, ...recurrence } of named) {
    result.set(bookingId, [...(result.get(bookingId) ?? []), recurrence]);
  }
  const whole = list.filter((entry) => !result.has(entry.bookingId));
  if (whole.length === 0) return result;
  const ofServices = await db
    .select({ serviceId: eventRecurrences.eventId, ...slot })
    .from(eventRecurrences)
    .where(
      inArray(
        eventRecurrences.eventId,
        whole.map((entry) => entry.serviceId),
      ),
    )
    .orderBy(asc(eventRecurrences.id));
  for (const { bookingId, serviceId } of whole) {
    result.set(
      bookingId,
      ofServices
        .filter((recurrence) => recurrence.serviceId === serviceId)
        .map(({ id, dayOfWeek, time, endTime }) => ({ id, dayOfWeek, time, endTime })),
    );
  }
  return result;
}

import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WEEKDAYS } from '../../../shared/model/enums';
import type { Reader } from '../../db/database';
import {
  bookingRecurrences,
  bookings,
  eventRecurrences,
  events,
  participants,
  persons,
  stops,
} from '../../db/schema';
import type { HistorySnapshot } from '../history/record-history';

/** The keys of {@link bookingSnapshots} shown as euros, for `recordHistory`'s `money`. */
export const BOOKING_MONEY = ['price', 'individualPrice'];

const child = alias(persons, 'child');
const escort = alias(persons, 'escort');
const startStop = alias(stops, 'start_stop');
const destinationStop = alias(stops, 'destination_stop');

const fullName = (person: { givenName: string; familyName: string } | null) =>
  person ? `${person.givenName} ${person.familyName}`.trim() : null;

/** "Mon 14:30–15:30" (a bus time has no end). */
const slotLine = (slot: { dayOfWeek: string; time: string; endTime: string | null }) =>
  `${slot.dayOfWeek.slice(0, 1)}${slot.dayOfWeek.slice(1, 3).toLowerCase()} ${slot.time}${
    slot.endTime ? `–${slot.endTime}` : ''
  }`;

/**
 * The bookings' fields for the history (issue 18), by id, in two queries however many: the
 * child, the service, status, dates, prices, the booked weekdays as one readable line
 * ('Mon 14:30–15:30; Wed 14:30–15:30'), the bus stops and the escort by name, notes, homework
 * support and the send-email flag. Names, not ids: the History tab shows them to people, and
 * a name at the time of the save is what they need. An unknown id has no entry.
 *
 * @example
 * const before = await bookingSnapshots(tx, [id]);
 * // … the save …
 * await recordHistory(tx, { entity: 'booking', id, before: before.get(id) ?? null,
 *   after: (await bookingSnapshots(tx, [id])).get(id)!, actor, money: BOOKING_MONEY });
 */
export async function bookingSnapshots(
  db: Reader,
  ids: readonly number[],
): Promise<Map<number, HistorySnapshot>> {
  if (ids.length === 0) return new Map();
  const [rows, slots] = await Promise.all([
    db
      .select({
        booking: bookings,
        child: { givenName: child.givenName, familyName: child.familyName },
        service: events.name,
        startStop: startStop.name,
        destinationStop: destinationStop.name,
        escort: { givenName: escort.givenName, familyName: escort.familyName },
      })
      .from(bookings)
      .innerJoin(participants, eq(participants.id, bookings.participantId))
      .innerJoin(child, eq(child.id, participants.personId))
      .innerJoin(events, eq(events.id, bookings.eventId))
      .leftJoin(startStop, eq(startStop.id, bookings.startStopId))
      .leftJoin(destinationStop, eq(destinationStop.id, bookings.destinationStopId))
      .leftJoin(escort, eq(escort.id, bookings.escortPersonId))
      .where(inArray(bookings.id, [...ids])),
    db
      .select({
        bookingId: bookingRecurrences.bookingId,
        dayOfWeek: eventRecurrences.dayOfWeek,
        time: eventRecurrences.time,
        endTime: eventRecurrences.endTime,
      })
      .from(bookingRecurrences)
      .innerJoin(eventRecurrences, eq(eventRecurrences.id, bookingRecurrences.eventRecurrenceId))
      .where(inArray(bookingRecurrences.bookingId, [...ids])),
  ]);
  const slotsOf = new Map<number, typeof slots>();
  for (const slot of slots)
    slotsOf.set(slot.bookingId, [...(slotsOf.get(slot.bookingId) ?? []), slot]);
  const order = (slot: (typeof slots)[number]) =>
    `${WEEKDAYS.indexOf(slot.dayOfWeek)} ${slot.time} ${slot.endTime ?? ''}`;
  return new Map(
    rows.map(({ booking, ...names }) => [
      booking.id,
      {
        participant: fullName(names.child),
        service: names.service,
        bookingStatus: booking.bookingStatus,
        startDate: booking.startDate,
        endDate: booking.endDate,
        registrationDate: booking.registrationDate,
        cancellationDate: booking.cancellationDate,
        price: booking.price,
        individualPrice: booking.individualPrice,
        recurrences: (slotsOf.get(booking.id) ?? [])
          .sort((a, b) => order(a).localeCompare(order(b)))
          .map(slotLine)
          .join('; '),
        startStop: names.startStop,
        destinationStop: names.destinationStop,
        escort: fullName(names.escort),
        notes: booking.notes,
        cancellationNotes: booking.cancellationNotes,
        cancellationRequestedOn: booking.cancellationRequestedOn,
        cancellationRequestNotes: booking.cancellationRequestNotes,
        homeworkSupport: booking.homeworkSupport,
        sendEmail: booking.sendEmail,
      } satisfies HistorySnapshot,
    ]),
  );
}

/** {@link bookingSnapshots} of one booking; empty for an unknown id. */
export async function bookingSnapshot(db: Reader, id: number): Promise<HistorySnapshot> {
  return (await bookingSnapshots(db, [id])).get(id) ?? {};
}

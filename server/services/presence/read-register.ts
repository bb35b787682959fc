import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isSchoolStop, shiftTime } from '../../../shared/model/bus-stop';
import type { BookingStatus } from '../../../shared/model/enums';
import type { PresenceRow } from '../../../shared/model/presence';
import type { Reader } from '../../db/database';
import {
  bookings,
  eventBusStops,
  participantClasses,
  participants,
  persons,
  presences,
  stops,
} from '../../db/schema';
import { schoolStopOffset } from '../booking/rules/bus';
import { absencesOn } from '../absence/absences-on';
import { neighboursOn, readOtherSlots } from './neighbours';
import { readRegisterContacts } from './read-contacts';
import { takesSlot } from './takes-slot';
import type { RegisterSlot } from './register-slot';

/** Bookings on a register: those holding a place, and FINISHED ones (the past's registers). */
const LISTED: BookingStatus[] = ['ACCEPTED', 'PENDING', 'FINISHED'];
/** Cancelled bookings stay on the registers of the dates before their cancellation date. */
const CANCELLED: BookingStatus[] = ['CANCELED', 'CANCELED_IMMEDIATELY'];

const startStop = alias(stops, 'start_stop');
const destinationStop = alias(stops, 'destination_stop');

/** One booking of the slot covering some of the dates, with its child. */
async function readSlotBookings(db: Reader, slot: RegisterSlot, from: string, to: string) {
  const { service } = slot;
  return db
    .select({
      bookingId: bookings.id,
      participantId: bookings.participantId,
      bookingStatus: bookings.bookingStatus,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      cancellationDate: bookings.cancellationDate,
      givenName: persons.givenName,
      familyName: persons.familyName,
      birthday: persons.birthday,
      imageId: persons.imageId,
      clazz: sql<
        string | null
      >`${participantClasses.grade} || ' ' || ${participantClasses.language} || ' ' || ${participantClasses.postfix}`,
      start: startStop.name,
      destination: destinationStop.name,
    })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .leftJoin(
      participantClasses,
      and(
        eq(participantClasses.participantId, participants.id),
        eq(participantClasses.schoolYearId, slot.schoolYearId),
      ),
    )
    .leftJoin(startStop, eq(startStop.id, bookings.startStopId))
    .leftJoin(destinationStop, eq(destinationStop.id, bookings.destinationStopId))
    .where(
      and(
        eq(bookings.eventId, service.id),
        or(
          inArray(bookings.bookingStatus, LISTED),
          and(inArray(bookings.bookingStatus, CANCELLED), gte(bookings.cancellationDate, from)),
        ),
        or(isNull(bookings.startDate), lte(bookings.startDate, to)),
        or(isNull(bookings.endDate), gte(bookings.endDate, from)),
        takesSlot(bookings.id, service.recurrenceId),
      ),
    );
}
type SlotBooking = Awaited<ReturnType<typeof readSlotBookings>>[number];

/** Whether the booking is on the register of `date` (the transport lists ask it too). */
export const coversDate = (
  booking: Pick<SlotBooking, 'startDate' | 'endDate' | 'bookingStatus' | 'cancellationDate'>,
  date: string,
) =>
  (booking.startDate === null || booking.startDate <= date) &&
  (booking.endDate === null || date <= booking.endDate) &&
  (!CANCELLED.includes(booking.bookingStatus) ||
    (booking.cancellationDate !== null && date < booking.cancellationDate));

/** A bus line's stops with their distance (spec 001 §4.5: times shift by it). */
async function readLineStops(db: Reader, eventId: number) {
  return db
    .select({ name: stops.name, distance: eventBusStops.distance })
    .from(eventBusStops)
    .innerJoin(stops, eq(stops.id, eventBusStops.stopId))
    .where(eq(eventBusStops.eventId, eventId));
}

/** The register of each date: `dates` → rows sorted by family and given name. */
export async function readRegisters(
  db: Reader,
  slot: RegisterSlot,
  dates: readonly string[],
): Promise<Map<string, PresenceRow[]>> {
  const answer = new Map<string, PresenceRow[]>(dates.map((date) => [date, []]));
  if (dates.length === 0) return answer;
  const sorted = [...dates].sort();
  const from = sorted[0]!;
  const to = sorted.at(-1)!;
  const { service } = slot;
  const isBus = service.businessArea === 'SCHOOL_BUS';
  const slotBookings = await readSlotBookings(db, slot, from, to);
  if (slotBookings.length === 0) return answer;
  const bookingIds = slotBookings.map((booking) => booking.bookingId);
  const participantIds = [...new Set(slotBookings.map((booking) => booking.participantId))];
  const [ticks, contacts, otherSlots, lineStops, absences] = await Promise.all([
    db
      .select()
      .from(presences)
      .where(and(inArray(presences.bookingId, bookingIds), inArray(presences.date, [...dates]))),
    readRegisterContacts(db, participantIds),
    readOtherSlots(db, participantIds, service.id, service.dayOfWeek),
    isBus ? readLineStops(db, service.id) : Promise.resolve([]),
    absencesOn(db, { dates: sorted, participantIds, eventId: service.id }),
  ]);
  const othersOf = new Map<number, typeof otherSlots>();
  for (const other of otherSlots)
    othersOf.set(other.participantId, [...(othersOf.get(other.participantId) ?? []), other]);
  const tickOf = new Map(ticks.map((tick) => [`${tick.bookingId}/${tick.date}`, tick]));
  const schoolStop = lineStops.find((stop) => isSchoolStop(stop.name))?.name ?? null;
  const distanceOf = new Map(lineStops.map((stop) => [stop.name, stop.distance]));
  // Around a bus, the other services meet it at the school (as the booking rules compare).
  const own = isBus
    ? { time: shiftTime(service.time, schoolStopOffset(lineStops, service.inbound)), endTime: null }
    : service;
  for (const date of sorted) {
    const rows: PresenceRow[] = [];
    for (const booking of slotBookings) {
      if (!coversDate(booking, date)) continue;
      const tick = tickOf.get(`${booking.bookingId}/${date}`);
      const absence = absences.get(date)!.get(booking.participantId);
      // The school stop is preset as the other end: destination inbound, start outbound.
      const start = booking.start ?? (isBus && !service.inbound ? schoolStop : null);
      const destination = booking.destination ?? (isBus && service.inbound ? schoolStop : null);
      const ownStop = isBus ? (service.inbound ? start : destination) : null;
      const distance = ownStop === null ? null : (distanceOf.get(ownStop) ?? null);
      rows.push({
        presenceId: tick?.id ?? null,
        bookingId: booking.bookingId,
        participantId: booking.participantId,
        date,
        present: tick?.present ?? false,
        time: tick?.time ?? null,
        pickedUp: tick?.pickedUp ?? false,
        pickUpTime: tick?.pickUpTime ?? null,
        penalty: tick?.penalty ?? false,
        bookingStatus: booking.bookingStatus,
        cancellationDate: booking.cancellationDate,
        absent: absence !== undefined,
        absentNotes: absence
          ? [absence.reason, absence.notes].filter(Boolean).join(': ') || null
          : null,
        givenName: booking.givenName,
        familyName: booking.familyName,
        birthday: booking.birthday,
        imageId: booking.imageId,
        clazz: booking.clazz,
        ...neighboursOn(othersOf.get(booking.participantId) ?? [], date, own),
        start,
        destination,
        stop:
          ownStop === null
            ? null
            : { name: ownStop, time: distance === null ? null : shiftTime(service.time, distance) },
        contactSet: contacts.get(booking.participantId) ?? [],
      });
    }
    rows.sort(
      (a, b) =>
        a.familyName.localeCompare(b.familyName) ||
        a.givenName.localeCompare(b.givenName) ||
        a.bookingId - b.bookingId,
    );
    answer.set(date, rows);
  }
  return answer;
}

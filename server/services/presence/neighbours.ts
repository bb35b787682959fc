import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BusinessArea, Weekday } from '../../../shared/model/enums';
import type { PresenceNeighbour } from '../../../shared/model/presence';
import type { Reader } from '../../db/database';
import { bookings, eventRecurrences, events } from '../../db/schema';
import { atSchool, readSchoolOffsets } from '../booking/bus-school-times';
import { takesSlot } from './takes-slot';

/** A slot of another service a child is booked on, on the register's weekday. */
export interface OtherSlot {
  participantId: number;
  area: BusinessArea;
  name: string;
  /** At the school: a bus's arrival (inbound) or departure (outbound). */
  time: string;
  endTime: string | null;
  /** The dates the booking and its service both cover (null: open). */
  from: string | null;
  to: string | null;
}

/** Bookings that still hold a child's day (not cancelled, not over). */
const ACTIVE = ['ACCEPTED', 'PENDING'] as const;

/**
 * The children's other booked slots on `dayOfWeek` (the booking's own slots, or all of its
 * service when it names none), bus times moved to when the bus is at the school.
 */
export async function readOtherSlots(
  db: Reader,
  participantIds: readonly number[],
  exceptEventId: number,
  dayOfWeek: Weekday,
): Promise<OtherSlot[]> {
  if (participantIds.length === 0) return [];
  const rows = await db
    .select({
      participantId: bookings.participantId,
      eventId: events.id,
      area: events.businessArea,
      name: events.name,
      inbound: events.inbound,
      time: eventRecurrences.time,
      endTime: eventRecurrences.endTime,
      from: sql<string | null>`greatest(${bookings.startDate}, ${events.startDate})`,
      to: sql<string | null>`least(${bookings.endDate}, ${events.endDate})`,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(eventRecurrences, eq(eventRecurrences.eventId, events.id))
    .where(
      and(
        inArray(bookings.participantId, [...participantIds]),
        ne(bookings.eventId, exceptEventId),
        inArray(bookings.bookingStatus, [...ACTIVE]),
        eq(eventRecurrences.dayOfWeek, dayOfWeek),
        takesSlot(bookings.id, eventRecurrences.id),
      ),
    );
  const lines = [
    ...new Map(
      rows
        .filter((row) => row.area === 'SCHOOL_BUS')
        .map((row) => [row.eventId, { id: row.eventId, inbound: row.inbound }]),
    ).values(),
  ];
  const offsets = await readSchoolOffsets(db, lines);
  return rows.map(({ eventId, inbound: _inbound, ...row }) => {
    if (row.area !== 'SCHOOL_BUS') return row;
    const [slot] = atSchool(
      [{ dayOfWeek, time: row.time, endTime: null }],
      offsets.get(eventId) ?? 0,
    );
    return { ...row, time: slot!.time, endTime: null };
  });
}

/**
 * Where the child comes from and goes to around the register's slot on `date`: the other
 * service ending last at or before it starts, and the one starting first at or after it ends
 * (a bus is a moment at the school). Pure.
 */
export function neighboursOn(
  slots: readonly OtherSlot[],
  date: string,
  own: { time: string; endTime: string | null },
): { comesFrom: PresenceNeighbour | null; goesTo: PresenceNeighbour | null } {
  const running = slots.filter(
    (slot) => (slot.from === null || slot.from <= date) && (slot.to === null || date <= slot.to),
  );
  const ownEnd = own.endTime ?? own.time;
  const endOf = (slot: OtherSlot) => slot.endTime ?? slot.time;
  const before = running
    .filter((slot) => endOf(slot) <= own.time)
    .sort((a, b) => endOf(b).localeCompare(endOf(a)))[0];
  const after = running
    .filter((slot) => slot.time >= ownEnd)
    .sort((a, b) => a.time.localeCompare(b.time))[0];
  const neighbour = (slot: OtherSlot | undefined) =>
    slot ? { area: slot.area, name: slot.name } : null;
  return { comesFrom: neighbour(before), goesTo: neighbour(after) };
}

import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CAPACITY_STATUSES } from '../../../shared/model/booking';
import { WEEKDAYS, type BusinessArea, type Weekday } from '../../../shared/model/enums';
import { bookingRecurrences, bookings, eventRecurrences, events, locations } from '../../db/schema';
import { arrayLiteral } from '../../db/array-literal';
import { qualified } from '../../db/qualified';
import { atSchool, readSchoolOffsets } from './bus-school-times';
import { slotsOverlap, type BookedPeriod, type SchoolCalendar } from './rules/collision';
import type { Reader } from '../../db/database';

/** What {@link countRoomOccupancy} counts for. */
export interface RoomOccupancyQuery {
  locationId: number;
  schoolYearId: number;
  /** The room's capacity: each slot is counted up to it. */
  capacity: number;
  /** The booking's period: its area, dates and slots (a bus's at the school, as BookedPeriod). */
  period: BookedPeriod;
  calendar: SchoolCalendar;
  /** The booking being changed, left out. */
  exceptBookingId?: number | null;
  /** The room's slots when read already (with the service's facts); read here otherwise. */
  roomSlots?: readonly RoomSlot[];
}

/** A slot of a service in the room (of the school year), with what moves a bus's to the school. */
export interface RoomSlot {
  id: number;
  eventId: number;
  dayOfWeek: Weekday;
  time: string;
  endTime: string | null;
  businessArea: BusinessArea;
  inbound: boolean;
}

/**
 * The slots of the services in room `locationId` and school year `schoolYearId` that are not
 * cancelled, as a JSON list: an expression of the caller's query, so the booking check reads
 * them with the service's other facts (read-service-facts.ts).
 */
export function roomSlotsOf(locationId: SQL, schoolYearId: SQL) {
  return sql<RoomSlot[]>`coalesce((
    select json_agg(json_build_object('id', r.id, 'eventId', r.event_id,
      'dayOfWeek', r.day_of_week, 'time', r.time, 'endTime', r.end_time,
      'businessArea', e.business_area, 'inbound', e.inbound))
    from ${eventRecurrences} r inner join ${events} e on e.id = r.event_id
    where e.location_id = ${locationId} and e.school_year_id = ${schoolYearId}
      and e.canceled_at is null), '[]')`;
}

/** {@link roomSlotsOf} on its own. */
async function readRoomSlots(
  db: Reader,
  locationId: number,
  schoolYearId: number,
): Promise<RoomSlot[]> {
  const [row] = await db
    .select({ slots: roomSlotsOf(qualified(locations.id), sql`${schoolYearId}::int`) })
    .from(locations)
    .where(eq(locations.id, locationId));
  return row?.slots ?? [];
}

const DAY_MS = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);
const weekdayOf = (iso: string): Weekday =>
  WEEKDAYS[(new Date(toTime(iso)).getUTCDay() + 6) % 7] as Weekday;
const isoWeekday = (day: Weekday) => WEEKDAYS.indexOf(day) + 1;

/** Break days (both ends included) falling on `weekday`. */
function breakDaysOn(weekday: Weekday, calendar: SchoolCalendar): string[] {
  const days: string[] = [];
  for (const { startDate, endDate } of calendar.breaks)
    for (let time = toTime(startDate); time <= toTime(endDate); time += DAY_MS)
      if (weekdayOf(toIso(time)) === weekday) days.push(toIso(time));
  return days;
}

/**
 * For each slot of `period`, how many place-holding bookings (CAPACITY_STATUSES) of services in
 * the same room and school year collide with it, the service's own included, counted in the
 * database and only up to `capacity` (the room is full from there on, whatever the number).
 *
 * "Collide" is rules/collision.ts `periodsCollide` for the slot alone, split in two:
 * - here, on the room's few recurrences (a bus's moved to the school): which slots of which
 *   services overlap the slot (`slotsOverlap`) — a booking counts when it takes one of them, or
 *   names no slot (it takes all of its service's);
 * - in SQL, per booking: a date both run (`shareADay`). The dates both span are `commonSpan`'s
 *   (an open end reaches 366 days from the known one; no dates at all always meet); on the
 *   slot's weekday they share a day when the span holds more such weekdays than blocked ones
 *   (public holidays, and break days unless both are holiday camps), listed here per slot.
 * tests/api/room-occupancy.test.ts holds this to `periodsCollide` on generated bookings.
 */
export async function countRoomOccupancy(
  db: Reader,
  {
    locationId,
    schoolYearId,
    capacity,
    period,
    calendar,
    exceptBookingId,
    roomSlots: known,
  }: RoomOccupancyQuery,
): Promise<number[]> {
  const roomSlots = known ?? (await readRoomSlots(db, locationId, schoolYearId));
  const lines = new Map(
    roomSlots
      .filter((slot) => slot.businessArea === 'SCHOOL_BUS')
      .map((slot) => [slot.eventId, { id: slot.eventId, inbound: slot.inbound }]),
  );
  const offsets = await readSchoolOffsets(db, [...lines.values()]);
  const atTheSchool = roomSlots.map((slot) => {
    const offset = offsets.get(slot.eventId);
    return offset === undefined ? slot : { ...slot, ...atSchool([slot], offset)[0]! };
  });

  const holidays = new Set(calendar.holidays);
  const pauses = period.businessArea !== 'HOLIDAY_CAMP';
  const queries = period.slots.map((slot, i) => {
    const overlapping = atTheSchool.filter((other) => slotsOverlap(slot, other));
    const onDay = [...holidays].filter((day) => weekdayOf(day) === slot.dayOfWeek);
    const withBreaks = [...new Set([...onDay, ...breakDaysOn(slot.dayOfWeek, calendar)])];
    return {
      i,
      w: isoWeekday(slot.dayOfWeek),
      events: [...new Set(overlapping.map((other) => other.eventId))],
      recurrences: overlapping.map((other) => other.id),
      // A day blocked for a booking of a holiday camp, and for one of any other service.
      blocked_camp: pauses ? withBreaks : onDay,
      blocked_other: withBreaks,
    };
  });
  const present = new Array<number>(period.slots.length).fill(0);
  const asked = queries.filter((query) => query.events.length > 0);
  if (asked.length === 0) return present;

  const ours = { start: period.startDate, end: period.endDate };
  const rows = await db
    .select({
      i: sql<number>`s.i`,
      present: sql<number>`(${presentIn(ours, capacity, exceptBookingId)})`,
    })
    .from(
      sql`(values ${sql.join(
        asked.map(
          (slot) =>
            sql`(${slot.i}::int, ${slot.w}::int, ${arrayLiteral(slot.events)}::int[],
              ${arrayLiteral(slot.recurrences)}::int[], ${arrayLiteral(slot.blocked_camp)}::date[],
              ${arrayLiteral(slot.blocked_other)}::date[])`,
        ),
        sql`, `,
      )}) as s(i, w, events, recurrences, blocked_camp, blocked_other)`,
    );
  for (const row of rows) present[Number(row.i)] = Number(row.present);
  return present;
}

/**
 * The count for one slot `s` (a row of the values above): the bookings of the overlapping
 * services taking an overlapping slot (or naming none) that share a day with ours, at most
 * `capacity` of them.
 *
 * Per service (`lateral … offset 0`, so the service's dates are constants of the bookings' scan
 * and not a join filter after it): its bookings come from the index on (event, status, dates,
 * id) alone, the dates are judged first and the booking's own slots are probed only for those
 * that share a day (PostgreSQL orders a scan's conditions by their cost).
 */
function presentIn(
  ours: { start: string | null; end: string | null },
  capacity: number,
  exceptBookingId: number | null | undefined,
) {
  const start = sql`${ours.start}::date`;
  const end = sql`${ours.end}::date`;
  const bookingStart = sql`coalesce(${bookings.startDate}, ${events.startDate})`;
  const bookingEnd = sql`coalesce(${bookings.endDate}, ${events.endDate})`;
  return sql`select count(*)::int from (
    select 1 from unnest(s.events) as overlapping(id)
    inner join ${events} on ${events.id} = overlapping.id
    cross join lateral (
      select 1 from ${bookings}
      cross join lateral (select
          coalesce(greatest(${start}, ${bookingStart}), least(${end}, ${bookingEnd}) - 366) as f,
          coalesce(least(${end}, ${bookingEnd}), greatest(${start}, ${bookingStart}) + 366) as t
        ) span
      cross join lateral (select span.f + (s.w - extract(isodow from span.f)::int + 7) % 7 as f0) first
      where ${bookings.eventId} = ${events.id}
        and ${inArray(bookings.bookingStatus, [...CAPACITY_STATUSES])}
        ${exceptBookingId ? sql`and ${bookings.id} <> ${exceptBookingId}` : sql``}
        and (
          (span.f is null and span.t is null)
          or (first.f0 <= span.t and (span.t - first.f0) / 7 + 1 > (
            select count(*) from unnest(case when ${events.businessArea} = 'HOLIDAY_CAMP'
              then s.blocked_camp else s.blocked_other end) blocked(day)
            where blocked.day between first.f0 and span.t))
        )
        -- One probe of the booking's own slots (a scalar subquery, so never hashed over the
        -- whole table): one of them overlaps, or it names none and takes them all.
        and coalesce((select bool_or(br.event_recurrence_id = any(s.recurrences))
          from ${bookingRecurrences} br where br.booking_id = ${bookings.id}), true)
      offset 0) taking
    limit ${capacity}) present`;
}

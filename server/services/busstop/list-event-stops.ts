import { eq } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import {
  compareStops,
  isSchoolStop,
  shiftTime,
  type BusStopItem,
} from '../../../shared/model/bus-stop';
import { eventBusStops, eventRecurrences, stops } from '../../db/schema';
import { findReadableEvent } from '../event/read-event-detail';
import { byWeekdayAndTime } from '../event/read-event-parts';
import { visiblePrice } from '../event/visible-price';
import type { Reader } from '../../db/database';

/** A stop of a line as the stop list and the booking read it. */
export interface LineStop {
  stopId: number;
  name: string;
  street: string;
  distance: number | null;
  memberPrice: number | null;
  totalPrice: number | null;
}

/** The stops of a line (a SCHOOL_BUS service), in the order of {@link compareStops}. */
export async function readLineStops(db: Reader, eventId: number): Promise<LineStop[]> {
  const rows = await db
    .select({
      stopId: stops.id,
      name: stops.name,
      street: stops.street,
      distance: eventBusStops.distance,
      memberPrice: eventBusStops.memberPrice,
      totalPrice: eventBusStops.totalPrice,
    })
    .from(eventBusStops)
    .innerJoin(stops, eq(stops.id, eventBusStops.stopId))
    .where(eq(eventBusStops.eventId, eventId));
  return rows.sort(compareStops);
}

/**
 * `GET /api/busstop/event/{eventId}`: the stops of a service the caller may read, in the order
 * the bus reaches them, each with its time per weekday and the prices the caller's roles may
 * see; null when the service does not exist or the caller may not read it. A service without
 * stops (not a bus) has an empty list.
 *
 * Times: a line's recurrence time is when the bus leaves the stop at distance 0 (the far end
 * inbound, the school outbound, whose distance spec 002 §4 sets to 0), and a stop at `distance`
 * minutes is reached that much later (spec 001 §4.5).
 */
export async function listEventStops(
  db: Reader,
  eventId: number,
  caller: RoleHolder,
): Promise<BusStopItem[] | null> {
  const event = await findReadableEvent(db, eventId, caller);
  if (!event) return null;
  const [lineStops, recurrenceRows] = await Promise.all([
    readLineStops(db, eventId),
    db.select().from(eventRecurrences).where(eq(eventRecurrences.eventId, eventId)),
  ]);
  const recurrences = recurrenceRows
    .map(({ id, dayOfWeek, time, endTime }) => ({ id, dayOfWeek, time, endTime }))
    .sort(byWeekdayAndTime);
  return lineStops.map((stop) => {
    const times = recurrences.map((recurrence) => ({
      recurrenceId: recurrence.id,
      dayOfWeek: recurrence.dayOfWeek,
      time: stop.distance === null ? null : shiftTime(recurrence.time, stop.distance),
    }));
    const distinct = new Set(times.map((entry) => entry.time));
    return {
      id: stop.stopId,
      name: stop.name,
      street: stop.street,
      distance: stop.distance,
      time: distinct.size === 1 ? [...distinct][0]! : null,
      times,
      price: visiblePrice(caller, stop),
      isSchoolStop: isSchoolStop(stop.name),
    };
  });
}

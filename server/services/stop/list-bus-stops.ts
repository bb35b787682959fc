import { eq } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import { compareStops } from '../../../shared/model/bus-stop';
import type { BusStopRow } from '../../../shared/model/stop';
import type { Reader } from '../../db/database';
import { eventBusStops, events, stops } from '../../db/schema';
import { visiblePrice } from '../event/visible-price';
import { stopColumns } from './list-stops';

/**
 * `GET /api/busstop/all`: every stop of every bus line, by line name and then in the order the
 * bus reaches them, with the prices the caller's roles may see.
 */
export async function listBusStops(db: Reader, caller: RoleHolder): Promise<BusStopRow[]> {
  const rows = await db
    .select({
      id: eventBusStops.id,
      version: eventBusStops.version,
      eventId: events.id,
      eventName: events.name,
      distance: eventBusStops.distance,
      totalPrice: eventBusStops.totalPrice,
      memberPrice: eventBusStops.memberPrice,
      stop: stopColumns,
    })
    .from(eventBusStops)
    .innerJoin(events, eq(events.id, eventBusStops.eventId))
    .innerJoin(stops, eq(stops.id, eventBusStops.stopId));
  return rows
    .map(({ totalPrice, memberPrice, ...row }) => ({
      ...row,
      name: row.stop.name,
      price: visiblePrice(caller, { totalPrice, memberPrice }),
    }))
    .sort(
      (a, b) =>
        a.eventName.localeCompare(b.eventName) || a.eventId - b.eventId || compareStops(a, b),
    );
}

import { listEventBusStops } from '../../shared/contracts/bus-stop';
import { notFound } from '../errors';
import { optionalSession } from '../http/guard';
import { route } from '../http/route';
import { listEventStops } from '../services/busstop/list-event-stops';

/**
 * `/api/busstop`: the stops of a bus line for everyone who may read the line (visitors too
 * when the line is readable by ANONYMOUS); 404 like an unknown service otherwise.
 */
export const busStopRoutes = [
  route(listEventBusStops, async (c, { params }) => {
    const list = await listEventStops(c.var.deps.db, params.eventId, await optionalSession(c));
    if (!list) throw notFound();
    return list;
  }),
];

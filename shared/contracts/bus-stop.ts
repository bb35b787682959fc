import * as v from 'valibot';
import type { BusStopItem } from '../model/bus-stop';
import { idTextSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * `GET /api/busstop/event/{eventId}` (everyone who may read the line): the line's stops in the
 * order the bus reaches them, with the time at each stop per weekday, the prices the caller's
 * roles may see and the school stop marked. 404 for a line the caller may not read.
 */
export const listEventBusStops = endpoint<BusStopItem[]>()({
  method: 'GET',
  path: '/api/busstop/event/:eventId{[0-9]+}',
  can: 'busStop.read',
  widget: true,
  params: v.object({ eventId: idTextSchema }),
});

import * as v from 'valibot';
import type { ListAnswer } from '../model/list';
import type { BusStopRow, Stop, StopRow } from '../model/stop';
import { stopListQuery } from '../model/stop-list';
import { idTextSchema } from '../model/storable';
import { stopInputSchema } from '../rules/stop';
import { endpoint } from './endpoint';

const idParams = v.object({ id: idTextSchema });

/** `GET /api/stop/all` (spec 002 §7): every stop with the number of bus lines using it, by name. */
export const listAllStops = endpoint<StopRow[]>()({
  method: 'GET',
  path: '/api/stop/all',
  can: 'stop.read',
});

/**
 * `GET /api/stop/list`: one page of the stops for the office's list (the list contract: page,
 * pageSize, orderBy name|street|lines, asc, search, used=yes|no), with the total.
 */
export const listStops = endpoint<ListAnswer<StopRow>>()({
  method: 'GET',
  path: '/api/stop/list',
  can: 'stop.read',
  query: stopListQuery,
});

/** `GET /api/stop/{id}`: one stop (the dialog's reload after a 409); 404 if none. */
export const getStop = endpoint<Stop>()({
  method: 'GET',
  path: '/api/stop/:id{[0-9]+}',
  can: 'stop.read',
  params: idParams,
});

/**
 * `POST /api/stop/` (spec 002 §7): creates a stop, or updates one when `id` is given. 400 with
 * the field issues (a name another stop has: `stops.rules.name-taken` on `name`); 409 when
 * `version` is stale; 404 for an unknown id. Answers the stored stop.
 */
export const saveStop = endpoint<Stop>()({
  method: 'POST',
  path: '/api/stop',
  can: 'stop.manage',
  body: stopInputSchema,
});

/**
 * `DELETE /api/stop/{id}` (spec 002 §7): 204; 409 `stops.message.inUse` ("The stop is
 * associated with a school bus and cannot be deleted.", spec 002 §8) while a bus line or a
 * booking uses it.
 */
export const deleteStop = endpoint<void>()({
  method: 'DELETE',
  path: '/api/stop/:id{[0-9]+}',
  can: 'stop.manage',
  params: idParams,
});

/** `GET /api/busstop/all` (spec 002 §7): every stop of every bus line, by line and distance. */
export const listAllBusStops = endpoint<BusStopRow[]>()({
  method: 'GET',
  path: '/api/busstop/all',
  can: 'stop.read',
});

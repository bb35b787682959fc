import {
  deleteStop,
  getStop,
  listAllBusStops,
  listAllStops,
  listStops,
  saveStop,
} from '../contracts/stop';
import type { ListAnswer } from '../model/list';
import type { StopListQuery } from '../model/stop-list';
import type { BusStopRow, Stop, StopRow } from '../model/stop';
import type { StopInput } from '../rules/stop';
import { call, type CallOptions } from './call';
import { toQueryText } from './list-query-text';
import type { InputOf } from '../contracts/endpoint';
import type { ApiClient } from './client';

/** Every stop with the number of bus lines using it ({@link listAllStops}). */
export const fetchStops = (client: ApiClient, options?: CallOptions): Promise<StopRow[]> =>
  call(client, listAllStops, {}, options);

/** One page of the stop list ({@link listStops}). */
export const fetchStopPage = (
  client: ApiClient,
  query: StopListQuery,
  options?: CallOptions,
): Promise<ListAnswer<StopRow>> =>
  call(client, listStops, { query: toQueryText<InputOf<typeof listStops.query>>(query) }, options);

/** One stop ({@link getStop}). */
export const fetchStop = (client: ApiClient, id: number, options?: CallOptions): Promise<Stop> =>
  call(client, getStop, { params: { id } }, options);

/** Creates or updates a stop ({@link saveStop}); 409 on a stale version. */
export const storeStop = (
  client: ApiClient,
  stop: StopInput,
  options?: CallOptions,
): Promise<Stop> => call(client, saveStop, { body: stop }, options);

/** Deletes a stop ({@link deleteStop}); 409 `stops.message.inUse` while a bus line uses it. */
export const removeStop = (client: ApiClient, id: number, options?: CallOptions) =>
  call(client, deleteStop, { params: { id } }, options);

/** Every stop of every bus line ({@link listAllBusStops}). */
export const fetchBusStops = (client: ApiClient, options?: CallOptions): Promise<BusStopRow[]> =>
  call(client, listAllBusStops, {}, options);

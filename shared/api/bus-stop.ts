import { listEventBusStops } from '../contracts/bus-stop';
import type { BusStopItem } from '../model/bus-stop';
import { call } from './call';
import type { ApiClient } from './client';

/** The stops of a bus line ({@link listEventBusStops}). */
export function getBusStops(
  client: ApiClient,
  eventId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BusStopItem[]> {
  return call(client, listEventBusStops, { params: { eventId } }, { signal });
}

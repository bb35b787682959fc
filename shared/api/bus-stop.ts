import type { BusStopItem } from '../model/bus-stop';
import type { ApiClient } from './client';

/**
 * `GET /api/busstop/event/{eventId}` (everyone who may read the line): the line's stops in the
 * order the bus reaches them, with the time at each stop per weekday, the prices the caller's
 * roles may see and the school stop marked. 404 for a line the caller may not read.
 */
export function getBusStops(
  client: ApiClient,
  eventId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BusStopItem[]> {
  return client.request<BusStopItem[]>(`/api/busstop/event/${eventId}`, { signal });
}

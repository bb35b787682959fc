import { getBusStops } from '../../api/bus-stop';
import type { BusStopItem } from '../../model/bus-stop';
import { useApiClient } from '../api-client-context';
import { useResource, type Resource } from '../use-resource';

/** The stops of a line: loading, failed with a message key, or the stops in the bus's order. */
export type BusStopsState = Resource<BusStopItem[]>;

/** Loads the stops of the bus line `eventId` (`GET /api/busstop/event/{id}`); `retry` again. */
export function useBusStops(eventId: number) {
  const client = useApiClient();
  const { state, reload } = useResource(
    (signal) => getBusStops(client, eventId, { signal }),
    [client, eventId],
  );
  return { state, retry: reload };
}

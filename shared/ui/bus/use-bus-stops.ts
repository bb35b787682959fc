import { useEffect, useState } from 'react';
import { getBusStops } from '../../api/bus-stop';
import type { BusStopItem } from '../../model/bus-stop';
import { failureKey } from '../booking/use-booking-verdict';
import { useApiClient } from '../api-client-context';

/** The stops of a line: loading, failed with a message key, or the stops in the bus's order. */
export type BusStopsState =
  | { status: 'loading' }
  | { status: 'failed'; messageKey: string }
  | { status: 'ready'; stops: BusStopItem[] };

/** Loads the stops of the bus line `eventId` (`GET /api/busstop/event/{id}`); `retry` again. */
export function useBusStops(eventId: number) {
  const client = useApiClient();
  const [state, setState] = useState<BusStopsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getBusStops(client, eventId, { signal: controller.signal }).then(
      (stops) => setState({ status: 'ready', stops }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'failed', messageKey: failureKey(error) });
        }
      },
    );
    return () => controller.abort();
  }, [client, eventId, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}

import { getEvent } from '../../api/event';
import { isApiError } from '../../api/api-error';
import type { EventDetail } from '../../model/event';
import { useApiClient } from '../api-client-context';
import { useResource, type Resource } from '../use-resource';

/** The detail's state; `notFound` also covers a service the reader may not see. */
export type OfferState = Resource<EventDetail> | { status: 'notFound' };

/** Loads the service `id` (`GET /api/event/{id}`); `retry` loads it again. */
export function useOffer(id: number) {
  const client = useApiClient();
  const { state, reload } = useResource(() => getEvent(client, id), [client, id]);
  const shown: OfferState =
    state.status === 'failed' && isApiError(state.error, 404) ? { status: 'notFound' } : state;
  return { state: shown, retry: reload };
}

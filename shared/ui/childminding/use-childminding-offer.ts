import { getChildmindingOffer } from '../../api/childminding';
import type { ChildmindingOffer } from '../../model/childminding';
import { useApiClient } from '../api-client-context';
import { useResource, type Resource } from '../use-resource';

/** How childminding is offered, as loaded. */
export type ChildmindingOfferState = Resource<ChildmindingOffer>;

/** Loads `GET /api/booking/childminding`; `retry` loads it again. */
export function useChildmindingOffer() {
  const client = useApiClient();
  const { state, reload } = useResource(
    (signal) => getChildmindingOffer(client, { signal }),
    [client],
  );
  return { state, retry: reload };
}

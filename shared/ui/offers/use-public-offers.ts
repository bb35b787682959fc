import { getPublicEvents } from '../../api/event';
import type { BusinessArea } from '../../model/enums';
import type { PublicEventItem, PublicEventQuery } from '../../model/event';
import { useApiClient } from '../api-client-context';
import { useResource, type Resource } from '../use-resource';

/** The offer list's state: loading, failed with a message key, or the services. */
export type OffersState = Resource<PublicEventItem[]>;

/**
 * The public services of `businessArea` for `filters`, loaded again whenever a filter changes;
 * an answer to an older filter is dropped (the request is aborted). `retry` loads again.
 */
export function usePublicOffers(businessArea: BusinessArea, filters: PublicEventQuery) {
  const client = useApiClient();
  const { grade, weekday, language } = filters;
  const { state, reload } = useResource(
    (signal) => getPublicEvents(client, businessArea, { grade, weekday, language }, { signal }),
    [client, businessArea, grade, weekday, language],
  );
  return { state, retry: reload };
}

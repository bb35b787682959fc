import { fetchEventPage } from '../../../shared/api/event-office';
import { eventListQuery } from '../../../shared/model/event-list';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag saving a service invalidates. */
export const EVENTS_TAG = 'events';

/**
 * The page of services the URL asks for (`?businessArea=ECA&schoolYear=3&search=chess`),
 * reloaded by `invalidate(EVENTS_TAG)`. An instructor gets the services they teach (the server
 * filters).
 */
export function useEventList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(eventListQuery);
  const list = useList(
    (current, signal) => fetchEventPage(client, current, { signal }),
    query,
    key,
    [EVENTS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useEventList} answers. */
export type EventList = ReturnType<typeof useEventList>;

import { fetchStopPage } from '../../../shared/api/stop';
import { stopListQuery } from '../../../shared/model/stop-list';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag saving or deleting a stop invalidates. */
export const STOPS_TAG = 'stops';

/** The page of stops the URL asks for, reloaded by `invalidate(STOPS_TAG)`. */
export function useStopList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(stopListQuery);
  const list = useList(
    (current, signal) => fetchStopPage(client, current, { signal }),
    query,
    key,
    [STOPS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useStopList} answers. */
export type StopList = ReturnType<typeof useStopList>;

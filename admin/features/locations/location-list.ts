import { fetchLocationPage } from '../../../shared/api/location';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { locationListQuery } from '../../../shared/model/location-list';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag saving or deleting a location invalidates. */
export const LOCATIONS_TAG = 'locations';

/** The page of locations the URL asks for, reloaded by `invalidate(LOCATIONS_TAG)`. */
export function useLocationList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(locationListQuery);
  const list = useList(
    (current, signal) => fetchLocationPage(client, current, { signal }),
    query,
    key,
    [LOCATIONS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useLocationList} answers. */
export type LocationList = ReturnType<typeof useLocationList>;

import { call } from '../../../shared/api/call';
import type { InputOf } from '../../../shared/contracts/endpoint';
import { listPersons } from '../../../shared/contracts/person';
import { toQueryText } from '../../../shared/api/list-query-text';
import { personListQuery } from '../../../shared/model/person-office';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag saving a person invalidates. */
export const PERSONS_TAG = 'persons';

/** The page of persons the URL asks for, reloaded by `invalidate(PERSONS_TAG)`. */
export function usePersonList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(personListQuery);
  const list = useList(
    (current, signal) =>
      call(
        client,
        listPersons,
        { query: toQueryText<InputOf<typeof listPersons.query>>(current) },
        { signal },
      ),
    query,
    key,
    [PERSONS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link usePersonList} answers. */
export type PersonList = ReturnType<typeof usePersonList>;

import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  changeListQuery,
  readListQuery,
  writeListQuery,
  type ListQueryOf,
  type ListSchema,
} from './list-url';

/** Options of one change of the list query. */
export interface ListQueryChangeOptions {
  /** Replace the history entry rather than add one (typing in the search field). */
  replace?: boolean;
}

/**
 * The list's query kept in the page's URL (a filtered list is a link; reload keeps it): read
 * with the endpoint's schema, changed with `setQuery` (back to page 1 unless the page is the
 * change), `key` a string that changes whenever the query does, for `useList`'s deps.
 */
export function useListQuery<S extends ListSchema>(schema: S) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => readListQuery(schema, search), [schema, search]);
  const key = writeListQuery(schema, query);

  const hrefOf = (change: Partial<ListQueryOf<S>>) => {
    const text = writeListQuery(schema, changeListQuery(query, change));
    return text ? `${location}?${text}` : location;
  };

  return {
    query,
    key,
    hrefOf,
    setQuery: (change: Partial<ListQueryOf<S>>, { replace = false }: ListQueryChangeOptions = {}) =>
      navigate(hrefOf(change), { replace }),
  };
}

import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  changeListQuery,
  readListQuery,
  writeListQuery,
  type ListQueryOf,
  type ListSchema,
  type ListUrlAliases,
} from './list-url';

/** Options of a list query in the URL. */
export interface ListQueryOptions {
  /**
   * Other names the URL may give a filter (`{ plan: 'child' }`), read as it without an effect
   * or a redirect; the next change writes the filter's own name. A constant (a memo's dep).
   */
  aliases?: ListUrlAliases;
}

/** Options of one change of the list query. */
export interface ListQueryChangeOptions {
  /** Replace the history entry rather than add one (typing in the search field). */
  replace?: boolean;
}

const NO_ALIASES: ListUrlAliases = {};

/**
 * The list's query kept in the page's URL (a filtered list is a link; reload keeps it): read
 * with the endpoint's schema, changed with `setQuery` (back to page 1 unless the page is the
 * change), `key` a string that changes whenever the query does, for `useList`'s deps.
 */
export function useListQuery<S extends ListSchema>(
  schema: S,
  { aliases = NO_ALIASES }: ListQueryOptions = {},
) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => readListQuery(schema, search, aliases), [schema, search, aliases]);
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

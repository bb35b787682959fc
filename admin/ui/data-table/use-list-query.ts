import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  changeListQuery,
  readListQuery,
  writeListQuery,
  type ListQueryOf,
  type ListSchema,
  type ListUrlAliases,
  type UrlQuerySchema,
} from './list-url';

/** Options of a list query in the URL. */
export interface ListQueryOptions {
  /**
   * Other names the URL may give a filter (`{ plan: 'child' }`), read as it without an effect
   * or a redirect; the next change writes the filter's own name. A constant (a memo's dep).
   */
  aliases?: ListUrlAliases;
}

/** Options of {@link useUrlQuery}: a list's aliases, and how a change merges into the query. */
export interface UrlQueryOptions<Q> extends ListQueryOptions {
  /** The query after a change; by default the change over the query. Lists: page 1 again. */
  change?: (query: Q, changes: Partial<Q>) => Q;
}

/** Options of one change of the list query. */
export interface ListQueryChangeOptions {
  /** Replace the history entry rather than add one (typing in the search field). */
  replace?: boolean;
}

const NO_ALIASES: ListUrlAliases = {};
const merge = <Q>(query: Q, changes: Partial<Q>): Q => ({ ...query, ...changes });

/**
 * A query kept in the page's URL (reload, back/forward and a shared link show the same): read
 * with `schema` (a value it refuses falls back to its default), changed with `setQuery` (a new
 * history entry unless `replace`), `key` a string that changes whenever the query does.
 * Lists use it through {@link useListQuery}; a screen's own state directly.
 *
 * @example
 * const { query, setQuery } = useUrlQuery(calendarQuery); // /calendar?view=month&date=2026-12-01
 * setQuery({ view: 'week' });
 */
export function useUrlQuery<S extends UrlQuerySchema>(
  schema: S,
  { aliases = NO_ALIASES, change = merge }: UrlQueryOptions<ListQueryOf<S>> = {},
) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => readListQuery(schema, search, aliases), [schema, search, aliases]);
  const key = writeListQuery(schema, query);

  const hrefOf = (changes: Partial<ListQueryOf<S>>) => {
    const text = writeListQuery(schema, change(query, changes));
    return text ? `${location}?${text}` : location;
  };

  return {
    query,
    key,
    hrefOf,
    setQuery: (
      changes: Partial<ListQueryOf<S>>,
      { replace = false }: ListQueryChangeOptions = {},
    ) => navigate(hrefOf(changes), { replace }),
  };
}

/**
 * The list's query kept in the page's URL (a filtered list is a link; reload keeps it): read
 * with the endpoint's schema, changed with `setQuery` (back to page 1 unless the page is the
 * change), `key` a string that changes whenever the query does, for `useList`'s deps.
 */
export function useListQuery<S extends ListSchema>(
  schema: S,
  { aliases = NO_ALIASES }: ListQueryOptions = {},
) {
  return useUrlQuery(schema, { aliases, change: changeListQuery });
}

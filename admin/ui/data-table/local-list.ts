import { offsetOf, type ListAnswer, type ListQuery } from '../../../shared/model/list';

/** How {@link localList} reads a row: its id, a value per sortable column and its searched text. */
export interface LocalListOptions<T, O extends string> {
  id: (row: T) => number | string;
  orderValues: Record<O, (row: T) => string | number | boolean>;
  /** The texts a search looks in (name, e-mail …). */
  searchIn?: (row: T) => readonly string[];
  /** The endpoint's other filters, applied before searching. */
  filter?: (row: T) => boolean;
}

type Sortable = string | number | boolean;

const compare = (a: Sortable, b: Sortable) =>
  typeof a === 'string' && typeof b === 'string'
    ? a.localeCompare(b)
    : Number(a > b) - Number(a < b);

/**
 * The list contract over rows already in memory (an endpoint that answers the whole array),
 * with the server helper's rules: the allowed column then the id, a case-insensitive search,
 * the page and the total. So a screen on such an endpoint uses the data table unchanged.
 */
export function localList<T, O extends string>(
  rows: readonly T[],
  query: ListQuery<O>,
  { id, orderValues, searchIn, filter }: LocalListOptions<T, O>,
): ListAnswer<T> {
  const needle = query.search?.toLocaleLowerCase() ?? '';
  const value = orderValues[query.orderBy];
  const direction = query.asc ? 1 : -1;
  const matching = rows
    .filter((row) => !filter || filter(row))
    .filter(
      (row) =>
        !needle ||
        (searchIn?.(row) ?? []).some((text) => text.toLocaleLowerCase().includes(needle)),
    )
    .sort((a, b) => direction * compare(value(a), value(b)) || compare(id(a), id(b)));
  const start = offsetOf(query);
  return {
    items: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

import * as v from 'valibot';
import { STORABLE_KEYS, storableCharacters } from './storable';

/**
 * The list contract (issue 14 §3): how every list endpoint is asked for a page and what it
 * answers. The query arrives as a query string, so every schema here reads strings and turns
 * them into numbers and booleans; a wrong value answers 400 with the field's issue.
 */

/** The most rows one page may ask for. */
export const MAX_PAGE_SIZE = 200;
/** The rows of a page when the request names none. */
export const DEFAULT_PAGE_SIZE = 25;
/** The longest text search accepted. */
export const MAX_SEARCH = 100;

const invalid = STORABLE_KEYS.invalidInput;

/** A whole number as a query string, `min` to `max`. */
/* @__NO_SIDE_EFFECTS__ */ export const wholeNumberText = (min: number, max: number) =>
  v.pipe(
    v.string(invalid),
    v.regex(/^\d{1,10}$/, invalid),
    v.transform(Number),
    v.minValue(min, invalid),
    v.maxValue(max, invalid),
  );

/** A boolean as a query string: exactly "true" or "false". */
export const booleanText = v.pipe(
  v.picklist(['true', 'false'], invalid),
  v.transform((text) => text === 'true'),
);

/** One of `values` as a query string (a status filter, a column name). */
/* @__NO_SIDE_EFFECTS__ */ export const choiceText = <
  const T extends readonly [string, ...string[]],
>(
  values: T,
) => v.picklist(values, invalid);

/** A text search: trimmed, storable, at most {@link MAX_SEARCH} characters; empty means none. */
export const searchText = v.pipe(
  v.string(invalid),
  storableCharacters(),
  v.trim(),
  v.maxLength(MAX_SEARCH, '!.rules.max-characters'),
);

/** What a list endpoint allows: its sortable columns, its filters and whether it searches. */
export interface ListQueryOptions<
  O extends string,
  F extends v.ObjectEntries = Record<never, never>,
  S extends boolean = false,
> {
  /** The columns a client may order by; the first is the default. */
  orderBy: readonly [O, ...O[]];
  /** Ascending unless the request says otherwise; true by default. */
  asc?: boolean;
  pageSize?: number;
  /** Filters, each optional, as query-string schemas (`choiceText`, `idTextSchema`, …). */
  filters?: F;
  /** Whether the endpoint takes `search` (a text matched in its searched columns). */
  search?: S;
}

const searchEntries = { search: v.optional(searchText) };

/** The `search` entry when the endpoint searches, nothing otherwise. */
type SearchEntries<S extends boolean> = S extends true
  ? typeof searchEntries
  : Record<never, never>;

/**
 * The valibot schema of a list endpoint's query string: `page` (1-based), `pageSize` (1 to
 * {@link MAX_PAGE_SIZE}), `orderBy` (one of the allowed columns), `asc` ("true"/"false"),
 * `search` when allowed and the endpoint's filters. Missing values take the defaults.
 *
 * @example
 * export const locationListQuery = listQuerySchema({ orderBy: ['name', 'room', 'capacity'], search: true });
 * app.get('/api/location/list', queryOf(locationListQuery), (c) => … c.req.valid('query') …);
 */
/* @__NO_SIDE_EFFECTS__ */ export function listQuerySchema<
  const O extends string,
  F extends v.ObjectEntries = Record<never, never>,
  S extends boolean = false,
>({
  orderBy,
  asc = true,
  pageSize = DEFAULT_PAGE_SIZE,
  filters,
  search,
}: ListQueryOptions<O, F, S>) {
  return v.object({
    page: v.optional(wholeNumberText(1, 1_000_000), '1'),
    pageSize: v.optional(wholeNumberText(1, MAX_PAGE_SIZE), String(pageSize)),
    orderBy: v.optional(choiceText(orderBy), orderBy[0]),
    asc: v.optional(booleanText, String(asc) as 'true' | 'false'),
    ...((search ? searchEntries : {}) as SearchEntries<S>),
    ...(filters ?? ({} as F)),
  });
}

/** The fields every list query has after parsing. */
export interface ListQuery<O extends string = string> {
  page: number;
  pageSize: number;
  orderBy: O;
  asc: boolean;
  search?: string;
}

/** One page of a list: its rows, the page asked for and, where a screen shows it, the total. */
export interface ListAnswer<T> {
  items: T[];
  /** All rows that match the filters, over every page; left out where no screen shows it. */
  total?: number;
  page: number;
  pageSize: number;
}

/** The row offset of a query's page. */
export const offsetOf = ({ page, pageSize }: Pick<ListQuery, 'page' | 'pageSize'>) =>
  (page - 1) * pageSize;

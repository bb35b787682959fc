import * as v from 'valibot';
import type { GenericSchema, InferOutput } from 'valibot';
import type { ListQuery } from '../../../shared/model/list';

/**
 * A query kept in a page's URL: strings in, typed values out, every field optional (`{}` parses
 * to the defaults). A list's, or a screen's own state (`/calendar`'s view, day and filters).
 */
export type UrlQuerySchema = GenericSchema<unknown, object>;

/** A list query's schema as shared/model/list.ts builds it: strings in, typed values out. */
export type ListSchema = GenericSchema<unknown, ListQuery>;

/** What the URL holds of a list (page, order, search, filters) or of a screen's state. */
export type ListQueryOf<S extends UrlQuerySchema> = InferOutput<S>;

/**
 * Other names a list's URL may give a filter, read as that filter: `{ plan: 'child' }` (a
 * navigation target's `?plan=` as the booking list's child filter). The filter's own name wins
 * when both are there; a change writes the filter under its own name, so the other goes.
 */
export type ListUrlAliases = Readonly<Record<string, string>>;

function entriesOf(search: string, aliases: ListUrlAliases): Record<string, string> {
  const entries: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
  for (const [alias, name] of Object.entries(aliases)) {
    const value = entries[alias];
    delete entries[alias];
    if (value && entries[name] === undefined) entries[name] = value;
  }
  return entries;
}

/**
 * The list query in a URL's search string, parsed with the endpoint's own schema. A value the
 * schema refuses (a hand-edited `pageSize=9999`, a column that no longer exists) is dropped and
 * its default used, so an old link still opens the list. `aliases`: other names of filters.
 */
export function readListQuery<S extends UrlQuerySchema>(
  schema: S,
  search: string,
  aliases: ListUrlAliases = {},
): ListQueryOf<S> {
  const entries = entriesOf(search, aliases);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const result = v.safeParse(schema, entries);
    if (result.success) return result.output;
    const bad = result.issues
      .map((issue) => v.getDotPath(issue)?.split('.')[0])
      .filter((key): key is string => key !== undefined && key in entries);
    if (bad.length === 0) break;
    for (const key of bad) delete entries[key];
  }
  return v.parse(schema, {});
}

const textOf = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : String(value);

/**
 * The search string (without `?`) of `query`: every value as the schema reads it back, those
 * equal to the defaults left out, so the plain list has a plain address.
 */
export function writeListQuery<S extends UrlQuerySchema>(
  schema: S,
  query: Partial<ListQueryOf<S>>,
): string {
  const defaults = new Map(Object.entries(v.parse(schema, {})));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = textOf(value);
    if (text !== undefined && text !== textOf(defaults.get(key))) params.set(key, text);
  }
  return params.toString();
}

/** The query after `change`: the first page again unless the change is the page itself. */
export function changeListQuery<Q extends { page: number }>(query: Q, change: Partial<Q>): Q {
  return { ...query, ...('page' in change ? {} : { page: 1 }), ...change };
}

import { and, asc, count, desc, ilike, or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { offsetOf, type ListAnswer, type ListQuery } from '../../shared/model/list';
import type { Database } from './database';

/** How one endpoint's list maps onto its select; see {@link listPage}. */
export interface ListPageOptions<O extends string> {
  /** The allow-listed columns by the name a query orders by; nothing else is ever ordered on. */
  orderColumns: Record<O, PgColumn | SQL>;
  /** The rows' id: the last ordering always, so equal values keep one stable order across pages. */
  id: PgColumn;
  /** The endpoint's filters; combined with the text search. */
  where?: SQL;
  /** Text columns the `search` is looked for in (ILIKE, any of them). */
  searchColumns?: readonly (PgColumn | SQL)[];
  /** Counts every matching row for `total` (only where a screen shows it: it costs a query). */
  withTotal?: boolean;
}

/** `text` as a LIKE pattern that matches it literally anywhere: `%`, `_` and `\` escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The condition "any of `columns` contains `search`", or nothing for an empty search. */
export function searchCondition(
  search: string | undefined,
  columns: readonly SQLWrapper[] = [],
): SQL | undefined {
  if (!search || columns.length === 0) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column as PgColumn, pattern)));
}

/**
 * One page of a list query (the list contract of shared/model/list.ts) on a dynamic select:
 * `where` and the search applied, ordered by the allowed column and then by id, limited to the
 * page, and counted when asked. `select` is `db.select(…).from(…)[.join…].$dynamic()` without a
 * `where`, which this sets.
 *
 * @example
 * const query = c.req.valid('query'); // from queryOf(listQuerySchema({ orderBy: ['name', 'capacity'] }))
 * return c.json(await listPage(db, db.select().from(locations).$dynamic(), query, {
 *   orderColumns: { name: locations.name, capacity: locations.capacity },
 *   id: locations.id, searchColumns: [locations.name, locations.room], withTotal: true,
 * }));
 */
export async function listPage<Q extends PgSelect, O extends string>(
  db: Database,
  select: Q,
  query: ListQuery<O>,
  { orderColumns, id, where, searchColumns, withTotal = false }: ListPageOptions<O>,
): Promise<ListAnswer<Awaited<Q>[number]>> {
  const filtered = select.where(and(where, searchCondition(query.search, searchColumns)));
  // The count reads the filtered select as it is now, before ordering and paging change it.
  const counting = withTotal
    ? db.select({ total: count() }).from(sql`(${filtered.getSQL()}) as list_total`)
    : undefined;
  const column = orderColumns[query.orderBy];
  const rows = filtered
    .orderBy(query.asc ? asc(column) : desc(column), asc(id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [items, totals] = await Promise.all([rows, counting]);
  return {
    items: items as Awaited<Q>[number][],
    ...(totals ? { total: totals[0]?.total ?? 0 } : {}),
    page: query.page,
    pageSize: query.pageSize,
  };
}

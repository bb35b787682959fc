import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { offsetOf, type ListQuery } from '../../shared/model/list';

/**
 * Which rows of an ordered list one page holds, counted from the nearer end: the last page of
 * 5,700 customers is the first 11 rows read backwards, not 5,675 rows read and skipped (the
 * skipped rows cost as much as the kept ones; on PGlite a last page cost 9 ms, its first page 1).
 */
export interface PageWindow {
  offset: number;
  limit: number;
  /** Read in the opposite order; the rows are turned round afterwards ({@link inPageOrder}). */
  reversed: boolean;
}

/**
 * The window of `query`'s page in a list of `total` rows; null for a page past the end (no rows:
 * nothing to read).
 *
 * @example
 * const window = pageWindow(query, total); // page 228 of 5,686 rows of 25 → reversed, offset 0, limit 11
 * const rows = window ? await select.orderBy(...pageOrder(column, id, query.asc, window))
 *   .limit(window.limit).offset(window.offset) : [];
 * return inPageOrder(rows, window);
 */
export function pageWindow(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  total: number,
): PageWindow | null {
  const start = offsetOf(query);
  if (start >= total) return null;
  const end = Math.min(start + query.pageSize, total);
  // From the back when fewer rows lie behind the page than before it.
  const reversed = total - end < start;
  return { offset: reversed ? total - end : start, limit: end - start, reversed };
}

/**
 * The ORDER BY of a list as the window reads it: the column as asked, then the id ascending
 * (listPage's one stable order, whichever way the column goes); reversed, both turn round.
 * PostgreSQL's `desc` is the exact mirror of its `asc` (NULLS FIRST against NULLS LAST).
 */
export function pageOrder(
  column: PgColumn | SQL,
  id: PgColumn,
  ascending: boolean,
  window: Pick<PageWindow, 'reversed'>,
): SQL[] {
  const columnUp = ascending !== window.reversed;
  return [columnUp ? asc(column) : desc(column), window.reversed ? desc(id) : asc(id)];
}

/** The rows of a window in the page's order. */
export const inPageOrder = <T>(rows: T[], window: Pick<PageWindow, 'reversed'>): T[] =>
  window.reversed ? rows.reverse() : rows;

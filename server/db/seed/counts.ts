import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import * as schema from '../schema';

/** Rows per table, sorted by table name: for the seed command's report and for tests. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const tables = Object.values(schema as Record<string, unknown>).filter(
    (value): value is PgTable => is(value, PgTable),
  );
  const entries = await Promise.all(
    tables.map(async (table) => [getTableName(table), await db.$count(table)] as const),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

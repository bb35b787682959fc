import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';

/**
 * Rows per INSERT. Large enough to make seeding fast on PGlite, small enough to stay far below
 * PostgreSQL's limit of 65,535 parameters for the widest table (about 30 columns).
 */
export const BATCH_SIZE = 1000;

function* batches<T>(rows: readonly T[], size = BATCH_SIZE): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** Inserts rows in multi-row batches. */
export async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (const batch of batches(rows)) {
    await db.insert(table).values(batch as never);
  }
}

/**
 * Inserts rows in batches and answers their generated ids in the order of `rows`. PostgreSQL
 * assigns identity values and returns the rows of a multi-row VALUES insert in list order.
 */
export async function insertIds<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of batches(rows)) {
    const returned = (await db
      .insert(table)
      .values(batch as never)
      .returning({ id: table.id } as never)) as unknown as { id: number }[];
    for (const row of returned) ids.push(row.id);
  }
  return ids;
}

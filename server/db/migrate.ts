import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { databaseKind, type Database, type DatabaseKind } from './database';

/**
 * Relative to this module and to the bundled dist/server/main.js alike: both sit two levels
 * below the repository root.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(
  new URL('../../server/db/migrations', import.meta.url),
);

/**
 * Applies the drizzle-kit migrations not yet applied. The kind is known for databases from
 * openDatabase; pass it for others.
 */
export async function migrateDatabase(db: Database, kind?: DatabaseKind): Promise<void> {
  const driver = kind ?? databaseKind(db);
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (driver === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<Record<string, unknown>>, config);
  } else if (driver === 'postgres') {
    const nodePg = db as unknown as NodePgDatabase<Record<string, unknown>> & { $client: pg.Pool };
    await withMigrationLock(nodePg.$client, () => migrateNodePostgres(nodePg, config));
  } else {
    throw new Error('migrateDatabase: unknown database kind; pass it as the second argument');
  }
}

/** An arbitrary key of Kitebook's own for `pg_advisory_lock`. */
const MIGRATION_LOCK_KEY = 7_041_913;

/**
 * Several API servers may start at once on one PostgreSQL: the first to take this session lock
 * migrates, the others wait and then find nothing left to do.
 */
async function withMigrationLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockHolder.release();
  }
}

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import * as schema from './schema';

/** The one database type the services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** PGlite persisted here (in `pgdata/`); omitted = in memory */
  dataDir?: string;
  /** when set, node-postgres `pg` Pool is used instead of PGlite */
  databaseUrl?: string;
}

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** Which driver a database runs on, for the migrator; set by openDatabase. */
const kinds = new WeakMap<object, DatabaseKind>();

export function databaseKind(db: Database): DatabaseKind | undefined {
  return kinds.get(db);
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase({
  dataDir,
  databaseUrl,
}: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    // An idle client losing its connection (server restart) must not crash the process;
    // the next query gets a fresh connection.
    pool.on('error', () => {});
    const db = drizzleNodePostgres({ client: pool, schema });
    kinds.set(db, 'postgres');
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(join(dataDir, 'pgdata'));
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  kinds.set(db, 'pglite');
  return { db, kind: 'pglite', close: () => client.close() };
}

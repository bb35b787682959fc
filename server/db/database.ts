import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { join } from 'node:path';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { DRIZZLE_PARSERS, skipDrizzleParsers } from './pglite-parsers';
import { prepareSelects } from './pglite-prepared';
import { defaultPoolSize, readConnectionLimits } from './pool-size';
import { restrictToOwner } from './restrict-to-owner';
import * as schema from './schema';

/** The one database type the services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * Any handle that can read: the database or a transaction. Services that only read take this,
 * so a caller inside a transaction passes its `tx`.
 */
export type Reader = Pick<Database, 'select'>;
/** Any handle that can write: the database or a transaction. */
export type Writer = Pick<Database, 'insert' | 'update' | 'delete'>;
/** What `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** PGlite persisted here (in `pgdata/`); omitted = in memory */
  dataDir?: string;
  /** when set, node-postgres `pg` Pool is used instead of PGlite */
  databaseUrl?: string;
  /** The pool's connections on PostgreSQL; omitted = sized from the cores and the server (pool-size.ts) */
  poolSize?: number;
  /** PGlite in memory starting from this `dumpDataDir()` tarball (the tests' template) */
  loadDataDir?: Blob;
}

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Connections the PostgreSQL pool may open; PGlite has one, inside this process. */
  poolSize: number;
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
  poolSize,
  loadDataDir,
}: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (databaseUrl) {
    const max = poolSize ?? defaultPoolSize(await readConnectionLimits(databaseUrl));
    const pool = new pg.Pool({ connectionString: databaseUrl, max });
    // An idle client losing its connection (server restart) must not crash the process;
    // the next query gets a fresh connection.
    pool.on('error', () => {});
    const db = drizzleNodePostgres({ client: pool, schema });
    kinds.set(db, 'postgres');
    return { db, kind: 'postgres', poolSize: max, close: () => pool.end() };
  }

  let client: PGlite;
  if (dataDir) {
    // The directory is the owner's before PGlite writes a byte, so nothing is exposed meanwhile.
    const pgdata = join(dataDir, 'pgdata');
    restrictToOwner(dataDir);
    client = await PGlite.create(pgdata, {
      extensions: PGLITE_EXTENSIONS,
      parsers: DRIZZLE_PARSERS,
    });
    // PGlite's first start copies initdb's files in through Emscripten's FS, which chmods each
    // new file to 0666 explicitly (the process umask never applies). Later files come from
    // PostgreSQL's own open(…, 0600). Tightening what exists after opening covers both.
    restrictToOwner(pgdata);
  } else {
    client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      parsers: DRIZZLE_PARSERS,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  }
  const db = drizzlePglite({ client: skipDrizzleParsers(prepareSelects(client)), schema });
  kinds.set(db, 'pglite');
  return { db, kind: 'pglite', poolSize: 1, close: () => client.close() };
}

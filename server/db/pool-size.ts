import { availableParallelism } from 'node:os';
import pg from 'pg';

/** node-postgres' own default, kept as the floor: smaller pools starve at a few dozen users. */
export const MIN_DEFAULT_POOL = 10;
/**
 * Connections left to everyone else when the pool is sized from the server's limit: psql, a
 * backup, `npm run seed`, a second server starting while the first drains.
 */
export const SPARE_CONNECTIONS = 5;

/** What the database server allows: its limit less the slots only superusers may take. */
export interface ConnectionLimits {
  maxConnections: number;
  /** `superuser_reserved_connections` plus `reserved_connections` (PostgreSQL 16+). */
  reserved: number;
}

/**
 * The default pool: twice the cores plus one (a connection waits on the network as often as it
 * computes), at least {@link MIN_DEFAULT_POOL}, and never more than the server has left after its
 * reserved slots and {@link SPARE_CONNECTIONS}. One server on the database is assumed; several
 * set `DATABASE_POOL_SIZE` so their sum fits.
 */
export function defaultPoolSize(
  { maxConnections, reserved }: ConnectionLimits,
  cores = availableParallelism(),
): number {
  const wanted = Math.max(2 * cores + 1, MIN_DEFAULT_POOL);
  const available = maxConnections - reserved - SPARE_CONNECTIONS;
  return Math.max(1, Math.min(wanted, available));
}

/** Asks the server for its connection limits over one short-lived connection. */
export async function readConnectionLimits(databaseUrl: string): Promise<ConnectionLimits> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // `reserved_connections` is new in PostgreSQL 16; missing_ok gives null before that.
    const { rows } = await client.query<{ max: string; superuser: string; other: string | null }>(
      `select current_setting('max_connections') as max,
              current_setting('superuser_reserved_connections') as superuser,
              current_setting('reserved_connections', true) as other`,
    );
    const row = rows[0]!;
    return {
      maxConnections: Number(row.max),
      reserved: Number(row.superuser) + Number(row.other ?? 0),
    };
  } finally {
    await client.end();
  }
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The app's tables (schema public), in a fixed order. */
async function tableNames(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rowsOf<{ tablename: string }>(result).map((row) => row.tablename);
}

/**
 * The row count and a hash of every row of every table: equal fingerprints mean no request
 * stored, changed or deleted anything in between. Costs one scan per table, so it suits a
 * database the size of the demo data.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await tableNames(db);
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as print from "${name}" t`,
    )
    .join(' union all ');
  const result = await db.execute(sql.raw(query));
  return Object.fromEntries(
    rowsOf<{ name: string; print: string }>(result).map((row) => [row.name, row.print]),
  );
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/** The database's transaction counter: each call takes one number, and so does every write. */
async function transactionCounter(db: Database): Promise<bigint> {
  const result = await db.execute(sql`select txid_current()::text as counter`);
  return BigInt(rowsOf<{ counter: string }>(result)[0]!.counter);
}

/**
 * The fingerprint of the database as often as a test needs it, at little cost: it is computed
 * again only when the transaction counter moved by more than this watch's own reading, that is
 * when something wrote (or began to) since the last look. On a server that other databases
 * share the counter moves for them too; the watch then simply computes more often.
 */
export function databaseWatch(db: Database) {
  let print: Record<string, string> = {};
  let seenAt = -2n;
  return {
    async fingerprint(): Promise<Record<string, string>> {
      const now = await transactionCounter(db);
      if (now === seenAt + 1n) {
        seenAt = now;
        return print;
      }
      print = await databaseFingerprint(db);
      seenAt = await transactionCounter(db);
      return print;
    },
  };
}

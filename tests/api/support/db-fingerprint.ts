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

/** Per table, the md5 of every row's text, sorted: a difference says which rows came and went. */
export type RowHashes = Record<string, readonly string[]>;

/** The rows of every table as {@link RowHashes}; costs what {@link databaseFingerprint} costs. */
export async function databaseRowHashes(db: Database): Promise<RowHashes> {
  const tables = await tableNames(db);
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, coalesce(string_agg(md5(t::text), ',' order by md5(t::text)), '') as hashes from "${name}" t`,
    )
    .join(' union all ');
  const result = await db.execute(sql.raw(query));
  return Object.fromEntries(
    rowsOf<{ name: string; hashes: string }>(result).map((row) => [
      row.name,
      row.hashes ? row.hashes.split(',') : [],
    ]),
  );
}

const printOf = (value: string | readonly string[] | undefined) =>
  typeof value === 'string' || value === undefined ? value : value.join(',');

/** The tables whose fingerprints (or row hashes) differ. */
export function changedTables(
  before: Record<string, string | readonly string[]>,
  after: Record<string, string | readonly string[]>,
) {
  return Object.keys({ ...before, ...after }).filter(
    (name) => printOf(before[name]) !== printOf(after[name]),
  );
}

/** At most this many of a table's new rows are quoted, each cut to {@link ROW_TEXT_CHARS}. */
const QUOTED_ROWS = 3;
const ROW_TEXT_CHARS = 300;

/**
 * What changed in `tables` between two {@link RowHashes}, one line a table: how many rows came
 * and went, and the text of the first new ones (an update shows as one gone, one new: the new
 * row's id and values say which and what). `db` must still hold the `after` state.
 */
export async function describeRowChanges(
  db: Database,
  before: RowHashes,
  after: RowHashes,
  tables: string[],
): Promise<string[]> {
  const lines: string[] = [];
  for (const name of tables) {
    const old = new Set(before[name] ?? []);
    const now = new Set(after[name] ?? []);
    const added = [...now].filter((hash) => !old.has(hash));
    const removed = [...old].filter((hash) => !now.has(hash));
    let quoted: string[] = [];
    if (added.length > 0 && /^[a-z_][a-z0-9_]*$/.test(name)) {
      const hashes = added
        .slice(0, QUOTED_ROWS)
        .map((hash) => `'${hash.replace(/[^0-9a-f]/g, '')}'`);
      const result = await db.execute(
        sql.raw(
          `select t::text as row from "${name}" t where md5(t::text) in (${hashes.join(',')})`,
        ),
      );
      quoted = rowsOf<{ row: string }>(result).map((row) =>
        row.row.length > ROW_TEXT_CHARS ? `${row.row.slice(0, ROW_TEXT_CHARS)}…` : row.row,
      );
    }
    lines.push(
      `${name}: ${added.length} row(s) new, ${removed.length} gone${quoted.length > 0 ? `; new: ${quoted.join(' | ')}` : ''}`,
    );
  }
  return lines;
}

/** The database's transaction counter: each call takes one number, and so does every write. */
async function transactionCounter(db: Database): Promise<bigint> {
  const result = await db.execute(sql`select txid_current()::text as counter`);
  return BigInt(rowsOf<{ counter: string }>(result)[0]!.counter);
}

/**
 * The row hashes of the database ({@link RowHashes}) as often as a test needs them, at little
 * cost: they are read again only when the transaction counter moved by more than this watch's
 * own reading, that is when something wrote (or began to) since the last look. On a server that
 * other databases share the counter moves for them too; the watch then simply reads more often.
 */
export function databaseWatch(db: Database) {
  let print: RowHashes = {};
  let seenAt = -2n;
  return {
    async fingerprint(): Promise<RowHashes> {
      const now = await transactionCounter(db);
      if (now === seenAt + 1n) {
        seenAt = now;
        return print;
      }
      print = await databaseRowHashes(db);
      seenAt = await transactionCounter(db);
      return print;
    },
  };
}

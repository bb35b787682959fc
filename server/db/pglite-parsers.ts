import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle's PGlite driver reads as the text PostgreSQL sends (timestamps, dates,
 * intervals and their arrays), as node-postgres does under drizzle: its `PglitePreparedQuery`
 * passes these parsers with every query.
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const TEXT_TYPE_SET = new Set<number>(TEXT_TYPES);

/** For `PGlite.create({ parsers })`: the client's own parsers read drizzle's types as text. */
export const DRIZZLE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  TEXT_TYPES.map((type) => [type, (value: string) => value]),
);

/**
 * The options without `parsers` when the client reads those types so already. PGlite merges a
 * query's parsers into its own 388 each time (`{ ...this.parsers, ...options.parsers }`), which
 * cost 0.8 ms of CPU per statement: about half of an office list's answer on the large seed.
 */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (!Object.keys(options.parsers).every((type) => TEXT_TYPE_SET.has(Number(type))))
    return options;
  const { parsers: _same, ...rest } = options;
  return rest;
}

/**
 * Makes `client` (opened with {@link DRIZZLE_PARSERS}) skip the per-query parsers drizzle passes,
 * on the client and on each transaction it hands out. Answers are the same: the parsers dropped
 * are the client's own.
 */
export function skipDrizzleParsers(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: (text: string, params?: unknown[], options?: QueryOptions) =>
      query(text, params, withoutDrizzleParsers(options)),
    exec: (text: string, options?: QueryOptions) => exec(text, withoutDrizzleParsers(options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        Object.assign(tx, {
          query: (text: string, params?: unknown[], options?: QueryOptions) =>
            txQuery(text, params, withoutDrizzleParsers(options)),
          exec: (text: string, options?: QueryOptions) =>
            txExec(text, withoutDrizzleParsers(options)),
        });
        return callback(tx);
      }),
  });
  return client;
}

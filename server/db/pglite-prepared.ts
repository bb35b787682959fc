import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { readBackendMessages } from './pglite-messages';

/** Named statements kept per client; the least recently used beyond this are closed. */
export const PREPARED_STATEMENTS_KEPT = 256;

const { serialize } = protocol;

interface Statement {
  name: string;
  /** The parameters' types as PostgreSQL inferred them at Parse (what serializes a value). */
  types: number[];
}

const concat = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

/** Reads only: a failed read leaves nothing to undo, and a read is what a list repeats. */
const isSelect = (text: string) => /^\s*(select|with)\s/i.test(text);

/**
 * PGlite's `query` parses, describes, binds and runs a statement in six calls into PostgreSQL,
 * parsing and planning it anew each time (on the large seed the office lists spent 0.2–0.9 ms per
 * statement before reading a row; planning also asks the file system each relation's size).
 * This keeps each SELECT run outside a transaction as a named prepared statement, keyed by its
 * text: the next run is one Bind, Describe, Execute and Sync, and PostgreSQL reuses its plan when
 * the generic plan costs no more than the custom ones did (plan_cache_mode auto). Parameters are
 * serialized and results parsed by PGlite's own functions (the data rows' fields read apart:
 * pglite-messages.ts), so answers and errors are as `query`'s.
 * Writes and transactions keep PGlite's path.
 */
export function prepareSelects(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let counter = 0;

  /** Parses `text` as a new named statement (closing the least recently used beyond the cap). */
  async function prepare(text: string): Promise<Statement> {
    const name = `kb_${++counter}`;
    const closing: Uint8Array[] = [];
    while (statements.size >= PREPARED_STATEMENTS_KEPT) {
      const [oldText, old] = statements.entries().next().value!;
      statements.delete(oldText);
      closing.push(serialize.close({ type: 'S', name: old.name }));
    }
    const messages = await client.execProtocolStream(
      concat(
        ...closing,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function run(text: string, params: unknown[], options: QueryOptions | undefined) {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: the Map's order is the eviction order.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.types[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    // The raw answer, not PGlite's parse of it (readBackendMessages reads it faster); each
    // chunk is a view into PGlite's memory, so it is copied before the next one comes.
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(
      concat(
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
      { syncToFs: false, onRawData: (chunk) => void chunks.push(chunk.slice()) },
    );
    const { messages, error } = readBackendMessages(concat(...chunks));
    if (error) throw error;
    return parse.parseResults(messages, client.parsers, options)[0]!;
  }

  Object.assign(client, {
    query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (!isSelect(text) || options?.blob || options?.paramTypes) {
        return query<T>(text, params, options);
      }
      await client._checkReady();
      // As `query`: after any transaction, one statement at a time.
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          try {
            return (await run(text, params, options)) as Results<T>;
          } catch (error) {
            // As `query`'s errors: the statement and its parameters on the error. A statement
            // that failed is parsed anew next time (a table changed under a kept plan).
            const kept = statements.get(text);
            if (kept) {
              statements.delete(text);
              await client
                .execProtocolStream(
                  concat(serialize.close({ type: 'S', name: kept.name }), serialize.sync()),
                  { syncToFs: false, throwOnError: false },
                )
                .catch(() => {});
            }
            if (error instanceof Error)
              Object.assign(error, { query: text, params, queryOptions: options });
            throw error;
          } finally {
            await client.syncToFs();
          }
        }),
      );
    },
  });
  return client;
}

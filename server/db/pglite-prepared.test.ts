import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from './database';
import { PREPARED_STATEMENTS_KEPT } from './pglite-prepared';

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (answer: Promise<unknown>) => ((await answer) as Rows).rows;

// An in-memory PGlite starts in ~1 s alone, far slower beside the rest of the suite.
describe('PGlite statements through the driver', { timeout: 60_000 }, () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openDatabase({});
    const setUp = `create table kept (id int primary key, day date, at timestamptz, note text,
      tags text[], data jsonb, price numeric);
      insert into kept values (1, '2026-11-25', '2026-11-25T08:30:00Z', 'a', '{x,y}', '{"k": 1}', 2.50),
        (2, null, null, null, null, null, null);`;
    await database.db.execute(sql.raw(setUp.split(';')[0]!));
    await database.db.execute(sql.raw(setUp.split(';')[1]!));
  }, 60_000);
  afterAll(() => database?.close());

  it('answers a repeated select alike every time, dates and timestamps as text', async () => {
    for (let run = 0; run < 8; run++) {
      // Past the fifth run PostgreSQL may switch to its generic plan: the answer stays.
      const rows = await rowsOf(database.db.execute(sql.raw(`select * from kept order by id`)));
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ id: 1, day: '2026-11-25', note: 'a', tags: ['x', 'y'] });
      expect(rows[0]!.data).toEqual({ k: 1 });
      expect(rows[1]).toMatchObject({ id: 2, day: null, at: null });
    }
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const statement = 'select id from kept where id = any($1::int[]) or note = $2 order by id';
    for (const [ids, note, expected] of [
      [[1], 'b', [1]],
      [[5], null, []],
      [[], 'a', [1]],
      [[1, 2], 'a', [1, 2]],
    ] as const) {
      for (let run = 0; run < 6; run++) {
        const { rows } = await client.query<{ id: number }>(statement, [ids, note]);
        expect(rows.map((row) => row.id)).toEqual(expected);
      }
    }
  });

  it('runs concurrent selects one at a time, each with its own parameters', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        rowsOf(database.db.execute(sql`select ${index}::int as n, count(*)::int as c from kept`)),
      ),
    );
    expect(answers.map((rows) => rows[0])).toEqual(
      Array.from({ length: 20 }, (_, index) => ({ n: index, c: 2 })),
    );
  });

  it('closes the least recently used statements beyond its cap and answers on', async () => {
    for (let index = 0; index < PREPARED_STATEMENTS_KEPT + 20; index++) {
      const rows = await rowsOf(database.db.execute(sql.raw(`select ${index} as n`)));
      expect(rows).toEqual([{ n: index }]);
    }
    const [held] = await rowsOf(
      database.db.execute(sql`select count(*)::int as n from pg_prepared_statements`),
    );
    expect(held!.n).toBeLessThanOrEqual(PREPARED_STATEMENTS_KEPT);
  });

  it('reads every field as PGlite does: text in any script, empty and null apart', async () => {
    const rows = await rowsOf(
      database.db.execute(
        sql`select ${'Grüße, Jürgen 👋 — 東京'}::text as greeting, ''::text as empty,
          null::text as nothing, ${-7}::int as n, true as yes, '{"ä": [1, null]}'::jsonb as data`,
      ),
    );
    expect(rows).toEqual([
      {
        greeting: 'Grüße, Jürgen 👋 — 東京',
        empty: '',
        nothing: null,
        n: -7,
        yes: true,
        data: { ä: [1, null] },
      },
    ]);
  });

  it('reads an answer larger than one of PGlite’s output chunks whole', async () => {
    // About 1 MB: its rows arrive in several chunks, some split across two.
    const rows = await rowsOf(
      database.db.execute(
        sql`select g as n, repeat('ö', 100 + g % 7) as text from generate_series(1, 5000) g`,
      ),
    );
    expect(rows).toHaveLength(5000);
    rows.forEach((row, index) => {
      expect(row.n).toBe(index + 1);
      expect(row.text).toBe('ö'.repeat(100 + ((index + 1) % 7)));
    });
  });

  it('throws PostgreSQL’s error with the statement on it, and keeps working after', async () => {
    const failing = database.db.execute(sql`select 1 / ${0}::int as n`);
    // drizzle wraps the driver's error; the cause is PostgreSQL's, as PGlite's `query` throws it.
    await expect(failing).rejects.toMatchObject({
      cause: { code: '22012', query: 'select 1 / $1::int as n', params: [0] },
    });
    await expect(database.db.execute(sql`select nothing from nowhere`)).rejects.toMatchObject({
      cause: { code: '42P01' },
    });
    // Rows first, then the error: the error, not the rows, is the answer.
    const late = sql`select 10 / (3 - g) as n from generate_series(1, 5) g`;
    await expect(database.db.execute(late)).rejects.toMatchObject({ cause: { code: '22012' } });
    expect(await rowsOf(database.db.execute(sql`select ${2}::int as n`))).toEqual([{ n: 2 }]);
  });

  it('leaves writes and transactions to PGlite, which see the same rows', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept (id, note) values (3, 'c')`);
      const rows = await rowsOf(tx.execute(sql`select note from kept where id = ${3}`));
      expect(rows).toEqual([{ note: 'c' }]);
    });
    const rows = await rowsOf(database.db.execute(sql`select note from kept where id = ${3}`));
    expect(rows).toEqual([{ note: 'c' }]);
  });
});

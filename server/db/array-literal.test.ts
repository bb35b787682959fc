import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayLiteral } from './array-literal';
import { openDatabase, type OpenedDatabase } from './database';

// An in-memory PGlite starts in ~1 s alone, far slower beside the rest of the suite.
describe('arrayLiteral: an array as one parameter', { timeout: 60_000 }, () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openDatabase({});
  }, 60_000);
  afterAll(() => database?.close());

  it('reaches the database as the same values, quotes and backslashes included', async () => {
    const texts = ['plain', 'with "quotes"', 'back\\slash', 'comma, brace } {', 'NULL', ''];
    const answer = (await database.db.execute(
      sql`select ${arrayLiteral(texts)}::text[] as texts, ${arrayLiteral([3, 1, 2])}::int[] as ids,
        ${arrayLiteral([])}::int[] as none`,
    )) as unknown as { rows: { texts: string[]; ids: number[]; none: number[] }[] };
    expect(answer.rows[0]).toEqual({ texts, ids: [3, 1, 2], none: [] });
  });
});

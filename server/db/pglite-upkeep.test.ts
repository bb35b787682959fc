import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from './database';
import { isUpkeepDue, startPgliteUpkeep } from './pglite-upkeep';
import type { Logger } from '../logger';

const BERLIN = 'Europe/Berlin';

describe('when the nightly upkeep is due', () => {
  it('at three o’clock school time, once per local date', () => {
    // 02:05 UTC on 24 November is 03:05 in Berlin (winter time).
    const night = new Date('2026-11-24T02:05:00Z');
    expect(isUpkeepDue(night, BERLIN, '2026-11-23')).toBe(true);
    expect(isUpkeepDue(night, BERLIN, '2026-11-24')).toBe(false);
    // 03:05 UTC is 04:05 in Berlin: the hour has passed, the next night comes.
    expect(isUpkeepDue(new Date('2026-11-24T03:05:00Z'), BERLIN, '2026-11-23')).toBe(false);
    // In summer three o’clock in Berlin is 01:00 UTC.
    expect(isUpkeepDue(new Date('2026-07-01T01:10:00Z'), BERLIN, '2026-06-30')).toBe(true);
  });
});

// An in-memory PGlite starts in ~1 s alone, far slower beside the rest of the suite.
describe('PGlite upkeep', { timeout: 60_000 }, () => {
  let database: OpenedDatabase | undefined;
  afterEach(() => database?.close());

  it('analyses the tables at start, so the planner has statistics', async () => {
    database = await openDatabase({});
    await database.db.execute(sql`create table upkept (id int primary key)`);
    await database.db.execute(sql`insert into upkept select generate_series(1, 500)`);
    const logged: string[] = [];
    const logger = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m) };
    const stop = startPgliteUpkeep(database, {
      logger: logger as unknown as Logger,
      timeZone: BERLIN,
    });
    await stop(); // waits for the run in progress
    const { rows } = (await database.db.execute(
      sql`select reltuples from pg_class where relname = 'upkept'`,
    )) as unknown as { rows: { reltuples: number }[] };
    expect(Number(rows[0]?.reltuples)).toBe(500);
    expect(logged).toEqual(['database upkeep done']);
  });
});

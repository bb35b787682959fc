import { sql } from 'drizzle-orm';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../settings';
import { openDatabase } from './database';

/** Every path under `dir` (itself included) that group or others may read, write or enter. */
function openToOthers(dir: string): string[] {
  const paths = [
    dir,
    ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name)),
  ];
  return paths.filter((path) => (lstatSync(path).mode & 0o077) !== 0);
}

/** Opens the database, writes `rows` rows into a new table with an index, closes it. */
async function writeSome(dataDir: string, table: string, rows: number) {
  const database = await openDatabase({ dataDir });
  const name = sql.identifier(table);
  // New tables, indexes and enough WAL for a new segment: files made after the start's chmod.
  await database.db.execute(sql`CREATE TABLE ${name} (iban text)`);
  await database.db.execute(
    sql`INSERT INTO ${name} SELECT 'DE89370400440532013000' || g FROM generate_series(1, ${rows}) g`,
  );
  await database.db.execute(sql`CREATE INDEX ON ${name} (iban)`);
  await database.db.execute(sql`CHECKPOINT`);
  await database.close();
}

// Hole 9 of issue 13: 969 of 1,235 files under the data directory, WAL included, were 0666.
describe('the data directory', () => {
  it('is the owner’s alone: 0700 directories and 0600 files, across a restart', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'kitebook-datadir-')), 'data');
    readSettings({ DATA_DIR: dataDir });
    await writeSome(dataDir, 'first', 50_000);
    expect(openToOthers(dataDir)).toEqual([]);
    const filesBefore = readdirSync(dataDir, { recursive: true }).length;
    await writeSome(dataDir, 'second', 200_000);
    expect(readdirSync(dataDir, { recursive: true }).length).toBeGreaterThan(filesBefore);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(dataDir, 'pgdata')).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('is tightened on start when an older version left it open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-datadir-'));
    chmodSync(dataDir, 0o777);
    writeFileSync(join(dataDir, 'jwt-secret'), 'a-secret-of-an-older-version-long-enough-1234', {
      mode: 0o666,
    });
    chmodSync(join(dataDir, 'jwt-secret'), 0o666);
    readSettings({ DATA_DIR: dataDir });
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrateDatabase } from '../../../server/db/migrate';
import { PGLITE_EXTENSIONS } from '../../../server/db/pglite-extensions';
import * as schema from '../../../server/db/schema';
import { seedDemoIfEmpty } from '../../../server/db/seed';

/**
 * Where the test run's template databases are, handed from vitest's globalSetup to each test
 * file: tarballs of PGlite's data directory, or database names on the `DATABASE_URL` server.
 */
export type TestTemplates =
  | { kind: 'pglite'; migrated: string; seeded: string; dir: string }
  | { kind: 'postgres'; migrated: string; seeded: string };

/** `url` with another database name. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `sql` on the server's maintenance connection (the database of `serverUrl`). */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates and seeds once per test run. PGlite: one in-memory instance, dumped after the
 * migrations and again after the seed. PostgreSQL: two databases, closed afterwards, because
 * `CREATE DATABASE … TEMPLATE` refuses a template anyone is connected to.
 */
export async function buildTemplates(serverUrl: string | undefined): Promise<TestTemplates> {
  if (!serverUrl) return buildPgliteTemplates();
  // One name per run: runs from several worktrees may share a server, and migrations differ.
  const run = randomBytes(4).toString('hex');
  const migrated = `kitebook_template_${run}`;
  const seeded = `kitebook_template_${run}_seeded`;
  await onServer(serverUrl, `CREATE DATABASE ${migrated}`);
  const first = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, migrated) });
  await migrateDatabase(first.db);
  await first.close();
  await onServer(serverUrl, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
  const second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, seeded) });
  await seedDemoIfEmpty(second.db);
  await second.close();
  return { kind: 'postgres', migrated, seeded };
}

async function buildPgliteTemplates(): Promise<TestTemplates> {
  const dir = mkdtempSync(join(tmpdir(), 'kitebook-test-templates-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle({ client, schema }) as unknown as Database;
    await migrateDatabase(db, 'pglite');
    const migrated = join(dir, 'migrated.tar');
    // Uncompressed: every test file loads it, and gunzip costs more than reading 30 MB.
    writeFileSync(migrated, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await seedDemoIfEmpty(db);
    await client.query('CHECKPOINT');
    const seeded = join(dir, 'seeded.tar');
    writeFileSync(seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return { kind: 'pglite', migrated, seeded, dir };
  } finally {
    await client.close();
  }
}

/** Removes what {@link buildTemplates} made. */
export async function dropTemplates(
  templates: TestTemplates,
  serverUrl: string | undefined,
): Promise<void> {
  if (templates.kind === 'pglite') {
    rmSync(templates.dir, { recursive: true, force: true });
    return;
  }
  if (!serverUrl) return;
  for (const name of [templates.seeded, templates.migrated]) {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

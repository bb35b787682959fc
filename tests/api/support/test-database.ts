import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../../server/db/database';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedDemoIfEmpty } from '../../../server/db/seed';
import { databaseUrlFor, onServer, type TestTemplates } from './template-database';

/** Options of {@link openTestDatabase}. */
export interface TestDatabaseOptions {
  /** With the demo school in it, or (the default) only migrated and empty. */
  seeded?: boolean;
}

/** The template a file clones (built once per run by global-setup.ts), if the run has one. */
function templates(): TestTemplates | undefined {
  if (process.env.TEST_DB_TEMPLATE === 'off') return undefined;
  try {
    return inject('testTemplates');
  } catch {
    return undefined; // outside vitest, e.g. a script: migrate from scratch
  }
}

/** Connections per test file's database: node-postgres' default, which the tests grew up with. */
const TEST_POOL_SIZE = 10;

/** Tarballs read once per worker: files in the same worker share the bytes. */
const tarballs = new Map<string, Blob>();
function tarball(path: string): Blob {
  let blob = tarballs.get(path);
  if (!blob) tarballs.set(path, (blob = new Blob([readFileSync(path)])));
  return blob;
}

/**
 * A database of its own for one test file, cloned from the run's template: in-memory PGlite
 * loaded from the template's data directory, or `CREATE DATABASE … TEMPLATE` on the server named
 * by `DATABASE_URL` (dropped by `close`). Without a template (run outside vitest) it migrates
 * and seeds from scratch, as it does with `TEST_DB_TEMPLATE=off` (to compare timings).
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<OpenedDatabase> {
  const started = performance.now();
  const opened = await openClone(options);
  // `TEST_DB_TIMING=1 npm run test:api` prints each file's database setup (tests/bench/README.md).
  if (process.env.TEST_DB_TIMING) {
    console.log(
      `test database (${opened.kind}) ready in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return opened;
}

async function openClone({ seeded = false }: TestDatabaseOptions): Promise<OpenedDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const template = templates();
  if (!serverUrl) {
    if (template?.kind === 'pglite') {
      return openDatabase({ loadDataDir: tarball(seeded ? template.seeded : template.migrated) });
    }
    return fromScratch(await openDatabase({}), seeded);
  }
  const name = `kitebook_test_${randomBytes(6).toString('hex')}`;
  const source =
    template?.kind === 'postgres' ? (seeded ? template.seeded : template.migrated) : '';
  await onServer(serverUrl, `CREATE DATABASE ${name}${source ? ` TEMPLATE ${source}` : ''}`);
  // Files run side by side: a pool sized for a whole server each would pass the server's limit.
  const opened = await openDatabase({
    databaseUrl: databaseUrlFor(serverUrl, name),
    poolSize: TEST_POOL_SIZE,
  });
  if (!source) await fromScratch(opened, seeded);
  return {
    ...opened,
    async close() {
      await opened.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function fromScratch(opened: OpenedDatabase, seeded: boolean): Promise<OpenedDatabase> {
  await migrateDatabase(opened.db);
  if (seeded) await seedDemoIfEmpty(opened.db);
  return opened;
}

/**
 * Per-file database setup of the API tests, before and after the template (tests/api/README.md):
 * from scratch (migrate + seed, what every file did before) against a clone of the run's
 * template, on PGlite and, with DATABASE_URL, on PostgreSQL. Alternating the two, so both see
 * the same machine load; medians of `runs`.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemoIfEmpty } from '../../server/db/seed';
import {
  buildTemplates,
  databaseUrlFor,
  dropTemplates,
  onServer,
} from '../api/support/template-database';
import { readFileSync } from 'node:fs';

export interface SetupTimes {
  database: string;
  templateMs: number;
  scratchMs: number;
  cloneMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function timed(open: () => Promise<OpenedDatabase>): Promise<number> {
  const started = performance.now();
  const opened = await open();
  const ms = performance.now() - started;
  await opened.close();
  return ms;
}

async function fromScratch(databaseUrl?: string): Promise<OpenedDatabase> {
  const opened = await openDatabase({ databaseUrl });
  await migrateDatabase(opened.db);
  await seedDemoIfEmpty(opened.db);
  return opened;
}

/** A database on the server, made by `make`, dropped on close. */
async function onServerDatabase(serverUrl: string, create: string, name: string, seed: boolean) {
  await onServer(serverUrl, create);
  const opened = seed
    ? await fromScratch(databaseUrlFor(serverUrl, name))
    : await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
  return {
    ...opened,
    async close() {
      await opened.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Measures one database kind; `serverUrl` undefined means PGlite. */
export async function measureTestDatabaseSetup(
  serverUrl: string | undefined,
  runs = 3,
): Promise<SetupTimes> {
  const started = performance.now();
  const templates = await buildTemplates(serverUrl);
  const templateMs = performance.now() - started;
  const scratch: number[] = [];
  const clone: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      if (templates.kind === 'pglite') {
        scratch.push(await timed(() => fromScratch()));
        // A test file reads the tarball itself, so reading it is part of the cost.
        clone.push(
          await timed(() =>
            openDatabase({ loadDataDir: new Blob([readFileSync(templates.seeded)]) }),
          ),
        );
      } else {
        const name = `kitebook_bench_${process.pid}_${run}`;
        scratch.push(
          await timed(() => onServerDatabase(serverUrl!, `CREATE DATABASE ${name}`, name, true)),
        );
        clone.push(
          await timed(() =>
            onServerDatabase(
              serverUrl!,
              `CREATE DATABASE ${name}_c TEMPLATE ${templates.seeded}`,
              `${name}_c`,
              false,
            ),
          ),
        );
      }
    }
  } finally {
    await dropTemplates(templates, serverUrl);
  }
  return {
    database: serverUrl ? 'PostgreSQL' : 'PGlite',
    templateMs: Math.round(templateMs),
    scratchMs: Math.round(median(scratch)),
    cloneMs: Math.round(median(clone)),
  };
}

// `npx tsx tests/bench/test-database.ts` prints the figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = [await measureTestDatabaseSetup(undefined)];
  if (process.env.DATABASE_URL) rows.push(await measureTestDatabaseSetup(process.env.DATABASE_URL));
  console.table(rows);
}

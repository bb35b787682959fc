import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../database';
import { migrateDatabase } from '../migrate';
import { countRows } from './counts';
import { seedDemoIfEmpty } from './demo';
import { seedLarge } from './large';

/**
 * `npm run seed -- --size demo|large`: seeds the database the server would use (DATABASE_URL,
 * otherwise PGlite in DATA_DIR, default .data) and prints the row counts.
 */
async function main() {
  const { values } = parseArgs({ options: { size: { type: 'string', default: 'demo' } } });
  if (values.size !== 'demo' && values.size !== 'large') {
    throw new Error(`--size must be demo or large, got "${values.size}"`);
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : resolve(process.env.DATA_DIR || '.data');
  const started = performance.now();
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await migrateDatabase(database.db);
    const seeded =
      values.size === 'large' ? await seedLarge(database.db) : await seedDemoIfEmpty(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`;
    console.log(
      seeded
        ? `Seeded the ${values.size} data set into ${where} in ${seconds} s.`
        : `The ${values.size} data set is already in ${where}; nothing to do.`,
    );
    for (const [table, rows] of Object.entries(await countRows(database.db))) {
      console.log(`  ${table.padEnd(28)} ${String(rows).padStart(8)}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

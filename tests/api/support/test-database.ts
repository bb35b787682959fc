import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../../server/db/database';
import { migrateDatabase } from '../../../server/db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by `DATABASE_URL` (created here, dropped by `close`).
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const opened = await openDatabase({});
    await migrateDatabase(opened.db);
    return opened;
  }
  const name = `kitebook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(opened.db);
  return {
    ...opened,
    async close() {
      await opened.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

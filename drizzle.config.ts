import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate` writes a migration for schema changes. Column names are spelled out in
 * the schema (snake_case), so no casing option is needed here or in drizzle().
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
});

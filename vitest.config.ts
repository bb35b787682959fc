import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.{ts,tsx}',
            'admin/**/*.test.{ts,tsx}',
            'widgets/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Two at a time on 2 cores (the default is cores − 1 = 1): the files wait on jsdom
          // setup and imports as much as they compute. Measured back to back, load ~20:
          // 1 worker 432 s and 523 s, 2 workers 307 s and 337 s.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds once; each file clones that template (tests/api/README.md).
          globalSetup: ['tests/api/support/global-setup.ts'],
          // Each file gets its own database; PGlite is memory hungry, so keep two at a time.
          maxWorkers: 2,
          // The files share a worker's modules: each file built the whole server's module graph
          // again (import was 28% of the run). Each file still has its own app and database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

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
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

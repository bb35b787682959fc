import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { browserLaunchOptions } from './tests/e2e/support/browser';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// The test mailbox (tests/e2e/support/mail-sink-server.ts): SMTP for the app, HTTP for specs.
const MAIL_SMTP_PORT = PORT + 1000;
const MAIL_HTTP_PORT = PORT + 2000;
const launchOptions = browserLaunchOptions();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker: on 2 cores a second gave no speed-up (4.2 s per test either way) and slowed
  // password hashing past the 5 s expectations. Specs make their own rows, so E2E_WORKERS=2 works
  // where there are more cores.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  // `list` in CI too: each test's duration lands in the CI log, to watch the 20-minute budget.
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace of actions, DOM snapshots and network; without the screencast,
    // whose frames took a quarter of the run on 2 cores (menu-guards 74 s with, 54 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /\.exclusive\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // Tests that change what every page sees (maintenance mode, toggles) run after all others,
    // one at a time whatever the number of workers.
    {
      name: 'exclusive',
      testMatch: /\.exclusive\.spec\.ts$/,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: [
    {
      command: 'tsx tests/e2e/support/mail-sink-server.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        MAIL_SINK_SMTP_PORT: String(MAIL_SMTP_PORT),
        MAIL_SINK_HTTP_PORT: String(MAIL_HTTP_PORT),
      },
    },
    {
      command: 'node dist/server/main.js',
      url: `http://localhost:${PORT}/api/config`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'kitebook-e2e-')),
        LOG_LEVEL: 'warn',
        // Mail goes out over real SMTP to the test mailbox, so specs can follow its links.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        // Every spec signs up from 127.0.0.1; the hourly limit per address is tested in the API.
        SIGN_UPS_PER_HOUR: '500',
      },
    },
  ],
});

// Run first by `npm test` and `npm run test:e2e`: makes sure a Chromium for the browser tests is
// there before any test runs, so a fresh machine does not learn of a missing browser only after
// the type check, lint, unit and API stages. Debian's Chromium where it is installed, otherwise
// Playwright's own, downloaded here when missing.
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { browserLaunchOptions, SYSTEM_CHROMIUM } from '../tests/e2e/support/browser';

/** Whether Chromium starts as the browser tests will start it; the reason when not. */
async function tryLaunch(): Promise<string | null> {
  try {
    const browser = await chromium.launch(browserLaunchOptions());
    await browser.close();
    return null;
  } catch (error) {
    return String((error as Error).message ?? error).split('\n')[0] ?? 'unknown';
  }
}

const which = () =>
  browserLaunchOptions().executablePath
    ? `Chromium at ${SYSTEM_CHROMIUM}`
    : "Playwright's Chromium";

let failure = await tryLaunch();
if (failure) {
  console.log(
    `No Chromium at ${SYSTEM_CHROMIUM} and Playwright's does not start (${failure}); ` +
      'installing it: npx playwright install chromium',
  );
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  failure = await tryLaunch();
}
if (failure) {
  console.error(
    "Cannot run the browser tests: there is no Chromium. Install Debian's " +
      "(apt-get install -y chromium) or Playwright's with its libraries " +
      '(npx playwright install --with-deps chromium), then run npm test again.',
  );
  process.exit(1);
}
console.log(`Browser tests run on ${which()}.`);

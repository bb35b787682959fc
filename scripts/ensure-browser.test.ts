import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs scripts/ensure-browser.ts as `npm test` does, with `env` on top of this process's. */
function ensureBrowser(env: Record<string, string>) {
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/ensure-browser.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('scripts/ensure-browser.ts', () => {
  // Issue 13: without /usr/bin/chromium the browser stage failed only after all others had run.
  it('without any Chromium tries to install Playwright’s, then says in one line what to do', () => {
    const run = ensureBrowser({
      KITEBOOK_CHROMIUM: '/nonexistent/chromium',
      // An empty browser cache, and a download host that refuses at once, wherever this runs.
      PLAYWRIGHT_BROWSERS_PATH: mkdtempSync(join(tmpdir(), 'kitebook-no-browsers-')),
      PLAYWRIGHT_DOWNLOAD_HOST: 'http://127.0.0.1:9',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('installing it: npx playwright install chromium');
    expect(run.stderr.trim().split('\n').at(-1)).toBe(
      "Cannot run the browser tests: there is no Chromium. Install Debian's " +
        "(apt-get install -y chromium) or Playwright's with its libraries " +
        '(npx playwright install --with-deps chromium), then run npm test again.',
    );
  }, 120_000);

  it.skipIf(!existsSync('/usr/bin/chromium'))(
    'uses the system Chromium where there is one',
    () => {
      const run = ensureBrowser({ KITEBOOK_CHROMIUM: '/usr/bin/chromium' });
      expect(run.stdout.trim()).toBe('Browser tests run on Chromium at /usr/bin/chromium.');
      expect(run.status).toBe(0);
    },
    120_000,
  );
});

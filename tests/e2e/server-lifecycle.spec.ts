import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const PORT = 4319;
const URL_BASE = `http://127.0.0.1:${PORT}`;

function start(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: '',
    },
    stdio: 'ignore',
  });
}

async function waitUntilReady() {
  await expect
    .poll(async () => (await fetch(`${URL_BASE}/api/config`).catch(() => null))?.status, {
      timeout: 120_000,
    })
    .toBe(200);
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

test('the server stops cleanly on SIGTERM and SIGINT and keeps data and sessions across restarts', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-lifecycle-'));

  const first = start(dataDir);
  await waitUntilReady();
  const signIn = await fetch(`${URL_BASE}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin@kitebook.test', password: 'kitebook-demo' }),
  });
  expect(signIn.status).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const firstExit = exitCode(first);
  first.kill('SIGTERM');
  expect(await firstExit).toBe(0);

  // The second start finds the database and the generated secret: the token is still good.
  const second = start(dataDir);
  await waitUntilReady();
  const check = await fetch(`${URL_BASE}/api/auth/isLoggedOut`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(check.status).toBe(200);
  const secondExit = exitCode(second);
  second.kill('SIGINT');
  expect(await secondExit).toBe(0);
});

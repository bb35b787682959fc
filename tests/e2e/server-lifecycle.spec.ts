import { expect, test } from '@playwright/test';
import {
  exitCode,
  newDataDir,
  OWN_SERVER_URL,
  startServer,
  waitUntilReady,
} from './support/server-process';

test('the server stops cleanly on SIGTERM and SIGINT and keeps data and sessions across restarts', async () => {
  test.setTimeout(240_000);
  const dataDir = newDataDir('lifecycle');

  const first = startServer(dataDir).child;
  await waitUntilReady();
  const signIn = await fetch(`${OWN_SERVER_URL}/api/auth/signin`, {
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
  const second = startServer(dataDir).child;
  await waitUntilReady();
  const check = await fetch(`${OWN_SERVER_URL}/api/auth/isLoggedOut`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(check.status).toBe(200);
  const secondExit = exitCode(second);
  second.kill('SIGINT');
  expect(await secondExit).toBe(0);
});

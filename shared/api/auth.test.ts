import { afterEach, describe, expect, it } from 'vitest';
import { changePassword, isLoggedOut, logoutOnServer, signIn } from './auth';
import { createApiClient } from './client';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

describe('auth calls', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('signs in without a stale bearer header and returns the session', async () => {
    const answer = { user: { login: 'a' }, token: 't', expiresAt: '2030-01-01T00:00:00Z' };
    server = await startTestServer(() => [200, answer]);
    const client = createApiClient({ baseURL: server.baseURL, getToken: () => 'stale' });
    await expect(signIn(client, { login: 'a', password: 'b' })).resolves.toEqual(answer);
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/signin',
      authorization: undefined,
      body: '{"login":"a","password":"b"}',
    });
  });

  it('ends the session of the given token on the server', async () => {
    server = await startTestServer(() => [204]);
    const client = createApiClient({ baseURL: server.baseURL, getToken: () => null });
    await expect(logoutOnServer(client, 'ending')).resolves.toBeUndefined();
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/logout',
      authorization: 'Bearer ending',
    });
  });

  it('reads 404 of isLoggedOut as signed out and 200 as signed in', async () => {
    let status = 404;
    server = await startTestServer(() => [status]);
    const client = createApiClient({ baseURL: server.baseURL, getToken: () => 't' });
    await expect(isLoggedOut(client)).resolves.toBe(true);
    status = 200;
    await expect(isLoggedOut(client)).resolves.toBe(false);
  });

  it('changes the password with the bearer header and an empty 204 answer', async () => {
    server = await startTestServer(() => [204]);
    const client = createApiClient({ baseURL: server.baseURL, getToken: () => 't' });
    await expect(
      changePassword(client, { oldPassword: 'old', newPassword: 'new-password' }),
    ).resolves.toBeUndefined();
    expect(server.seen[0]).toMatchObject({
      url: '/api/auth/change-password',
      authorization: 'Bearer t',
    });
  });
});

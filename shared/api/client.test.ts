import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TRIES_ON_504 } from '../model/limits';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import type { UnauthorizedMode } from './client';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

describe('createApiClient against a real HTTP server', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer((request) => {
      if (request.url === '/api/private') return [401, { message: 'error.unauthorized' }];
      if (request.url === '/api/invalid') {
        return [400, { message: 'error.invalidInput', issues: [{ path: 'login', message: 'x' }] }];
      }
      if (request.url === '/api/gone') {
        return [404, { message: 'error.notFound', requestValidButResourceNotFound: true }];
      }
      return [200, { ok: true }];
    });
  });
  afterEach(() => server.close());

  it('sends the session token as bearer header', async () => {
    const client = createApiClient({ baseURL: server.baseURL, getToken: () => 'token-1' });
    await expect(client.request('/api/config')).resolves.toEqual({ ok: true });
    expect(server.seen[0]?.authorization).toBe('Bearer token-1');
  });

  it('sends no authorization header without a session or on anonymous calls', async () => {
    const signedOut = createApiClient({ baseURL: server.baseURL });
    const signedIn = createApiClient({ baseURL: server.baseURL, getToken: () => 'token-1' });
    await signedOut.request('/api/config');
    await signedIn.request('/api/auth/signin', { method: 'POST', body: {}, anonymous: true });
    expect(server.seen.map((request) => request.authorization)).toEqual([undefined, undefined]);
  });

  it('sends a JSON body', async () => {
    const client = createApiClient({ baseURL: server.baseURL });
    await client.request('/api/configuration', { method: 'PUT', body: [{ key: 'a' }] });
    expect(JSON.parse(server.seen[0]?.body ?? '')).toEqual([{ key: 'a' }]);
  });

  it.each([
    [true, 'logoutWithoutRedirect'],
    [false, 'logout'],
  ] as const)(
    'on a 401 (public context %s) logs out with %s, then throws',
    async (publicContext, mode) => {
      const modes: UnauthorizedMode[] = [];
      const client = createApiClient({
        baseURL: server.baseURL,
        getToken: () => 'expired',
        isPublicContext: () => publicContext,
        onUnauthorized: (m) => modes.push(m),
      });
      const error = await client.request('/api/private').catch((e: unknown) => e);
      expect(modes).toEqual([mode]);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, messageKey: 'error.unauthorized' });
    },
  );

  it('leaves the session alone when an anonymous call answers 401 (a wrong password)', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL: server.baseURL, onUnauthorized });
    await expect(
      client.request('/api/private', { method: 'POST', body: {}, anonymous: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('carries the error body: issues and not-found flag', async () => {
    const client = createApiClient({ baseURL: server.baseURL });
    await expect(client.request('/api/invalid')).rejects.toMatchObject({
      status: 400,
      messageKey: 'error.invalidInput',
      issues: [{ path: 'login', message: 'x' }],
    });
    await expect(client.request('/api/gone')).rejects.toMatchObject({
      status: 404,
      requestValidButResourceNotFound: true,
    });
  });

  it('sends the query without undefined values and answers an empty body with undefined', async () => {
    const client = createApiClient({ baseURL: `${server.baseURL}/` });
    const answer = await client.request('/api/list?page=1', {
      query: { q: 'a b', grade: undefined, area: null, open: false },
    });
    expect(server.seen[0]?.url).toBe('/api/list?page=1&q=a+b&area=&open=false');
    expect(answer).toEqual({ ok: true });
  });

  it('passes a caller abort on instead of reporting a network issue', async () => {
    const onNetworkIssue = vi.fn();
    const client = createApiClient({ baseURL: server.baseURL, onNetworkIssue });
    const controller = new AbortController();
    controller.abort(new Error('left'));
    await expect(client.request('/api/config', { signal: controller.signal })).rejects.toThrow(
      'left',
    );
    expect(onNetworkIssue).not.toHaveBeenCalled();
  });

  it('answers the first identical GET from a prefetch instead of asking again', async () => {
    const client = createApiClient({ baseURL: server.baseURL });
    client.prefetch?.((early) => void early.request('/api/config', { query: { a: 1 } }));
    await expect(client.request('/api/config', { query: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(server.seen).toHaveLength(1);
    await client.request('/api/config', { query: { a: 1 } });
    expect(server.seen).toHaveLength(2);
  });

  it('reports a request without response as network issue', async () => {
    const baseURL = server.baseURL;
    await server.close();
    const onNetworkIssue = vi.fn();
    const client = createApiClient({ baseURL, onNetworkIssue });
    const error = await client.request('/api/config').catch((e: unknown) => e);
    expect(onNetworkIssue).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, messageKey: 'error.networkIssue' });
    server = await startTestServer(() => [200]);
  });
});

describe('createApiClient on 504', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A fetch that answers 504 `failures` times, then 200, and records when each try came. */
  function flakyFetch(failures: number) {
    const triedAt: number[] = [];
    const fetch = async (): Promise<Response> => {
      triedAt.push(Date.now());
      const status = triedAt.length <= failures ? 504 : 200;
      const body = status === 504 ? { message: 'error.backendUnavailable' } : { ok: true };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    };
    return { fetch, triedAt };
  }

  it('retries after 1, 2, 4 and 8 s and returns the answer that finally came', async () => {
    const { fetch, triedAt } = flakyFetch(4);
    const client = createApiClient({ fetch });
    const result = client.request('/api/config');
    const start = Date.now();
    for (const delay of [1000, 2000, 4000, 8000]) {
      const tries = triedAt.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(triedAt).toHaveLength(tries);
      await vi.advanceTimersByTimeAsync(1);
      expect(triedAt).toHaveLength(tries + 1);
    }
    await expect(result).resolves.toEqual({ ok: true });
    expect(triedAt.map((at) => at - start)).toEqual([0, 1000, 3000, 7000, 15000]);
  });

  it(`gives up after ${MAX_TRIES_ON_504} tries with the backend-unavailable error`, async () => {
    const { fetch, triedAt } = flakyFetch(Infinity);
    const client = createApiClient({ fetch });
    const result = client.request('/api/config', { method: 'POST', body: {} }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await result;
    expect(triedAt).toHaveLength(MAX_TRIES_ON_504);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 504, messageKey: 'error.backendUnavailable' });
  });
});

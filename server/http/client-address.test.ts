import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';
import type { AppDeps, AppEnv } from './env';

/** An app that answers the address it sees, behind `trustProxy` proxies. */
function appBehind(trustProxy: number) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { trustProxy } as AppDeps);
    await next();
  });
  app.get('/', (c) => c.text(clientAddress(c)));
  return app;
}

async function ask(app: Hono<AppEnv>, forwardedFor?: string, socket = '10.0.0.5') {
  const response = await app.request(
    '/',
    { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  return response.text();
}

describe('clientAddress', () => {
  it('is the socket peer, ignoring X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const app = appBehind(0);
    expect(await ask(app)).toBe('10.0.0.5');
    expect(await ask(app, '1.2.3.4')).toBe('10.0.0.5');
  });

  it('behind one proxy is the entry that proxy appended, not what the client sent', async () => {
    const app = appBehind(1);
    expect(await ask(app, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ask(app, '203.0.113.9')).toBe('203.0.113.9');
    // A request that reached us without the header falls back to the socket.
    expect(await ask(app)).toBe('10.0.0.5');
  });

  it('behind two proxies is the second entry from the right', async () => {
    expect(await ask(appBehind(2), '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('answers "unknown" without a socket (in-process calls)', async () => {
    const app = appBehind(0);
    const response = await app.request('/');
    expect(await response.text()).toBe('unknown');
  });
});

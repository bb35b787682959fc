import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { AppDeps, AppEnv } from './env';
import { onError } from './on-error';

function appThrowing(error: unknown) {
  const logged: { message: string; details?: Record<string, unknown> }[] = [];
  const record = (message: string, details?: Record<string, unknown>) =>
    logged.push({ message, details });
  const logger: Logger = { debug: record, info: record, warn: record, error: record };
  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use('*', async (c, next) => {
    c.set('deps', { logger } as AppDeps);
    await next();
  });
  app.get('/boom', () => {
    throw error;
  });
  app.onError(onError);
  return { app, logged };
}

describe('onError', () => {
  it('answers an unexpected error with a generic 500 and logs it under the request id', async () => {
    const { app, logged } = appThrowing(new Error('secret detail: relation "x" does not exist'));
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const body = (await response.json()) as { message: string; requestId: string };
    expect(body.message).toBe('error.unexpected');
    expect(JSON.stringify(body)).not.toContain('secret detail');
    expect(body.requestId).toBe(response.headers.get('X-Request-Id'));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ requestId: body.requestId, path: '/boom' });
    expect(String(logged[0]!.details!.error)).toContain('secret detail');
  });

  it('answers a lost database connection with 504 so the client retries', async () => {
    const { app } = appThrowing(
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    );
    const response = await app.request('/boom');
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ message: 'error.backendUnavailable' });
  });

  it('passes an AppError through with its status and body', async () => {
    const { app, logged } = appThrowing(new AppError(409, { message: 'error.staleVersion' }));
    const response = await app.request('/boom');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'error.staleVersion' });
    expect(logged).toHaveLength(0);
  });
});

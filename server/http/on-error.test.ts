import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { AppError } from '../errors';
import { createLogger, type Logger } from '../logger';
import type { AppDeps, AppEnv } from './env';
import { onError } from './on-error';
import { stderrDuring } from '../testing/stderr-during';

function appFailingWith(fail: () => unknown, logger?: Logger) {
  const logged: { message: string; details?: Record<string, unknown> }[] = [];
  const record = (message: string, details?: Record<string, unknown>) =>
    logged.push({ message, details });
  const deps = { logger: logger ?? { debug: record, info: record, warn: record, error: record } };
  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use('*', async (c, next) => {
    c.set('deps', deps as AppDeps);
    await next();
  });
  app.get('/boom', async () => {
    await fail();
    return new Response();
  });
  app.onError(onError);
  return { app, logged };
}

const appThrowing = (error: unknown) =>
  appFailingWith(() => {
    throw error;
  });

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

  it('answers a schema that does not fit the code with backend error 538721, logged', async () => {
    const missingTable = Object.assign(new Error('relation "stops" does not exist'), {
      code: '42P01',
    });
    const { app, logged } = appThrowing(
      Object.assign(new Error('Failed query: select …'), { cause: missingTable }),
    );
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      message: 'error.longTermFatal',
      backendErrorCode: 538721,
      requestId: response.headers.get('X-Request-Id'),
    });
    expect(logged[0]).toMatchObject({
      message: 'database unusable (long-term fatal)',
      details: { requestId: body.requestId },
    });
  });

  it('passes an AppError through with its status and body', async () => {
    const { app, logged } = appThrowing(new AppError(409, { message: 'error.staleVersion' }));
    const response = await app.request('/boom');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'error.staleVersion' });
    expect(logged).toHaveLength(0);
  });

  // Issue 13, hole 12: drizzle puts the parameters into the message, and PostgreSQL quotes the
  // offending value in its own; the log got names and e-mail addresses that way.
  describe('a failed database query', () => {
    let database: OpenedDatabase;
    beforeAll(async () => {
      database = await openDatabase({});
    }, 60_000);
    afterAll(() => database.close());

    it('is logged with its query text, SQLSTATE and request id, never its parameters', async () => {
      const email = 'eva.schmidt@example.org';
      const { app } = appFailingWith(
        () => database.db.execute(sql`SELECT ${email}::integer AS id, ${'Eva Schmidt'} AS name`),
        createLogger('info'),
      );
      let response!: Response;
      const output = await stderrDuring(async () => {
        response = await app.request('/boom');
      });
      expect(response.status).toBe(500);
      const entry = JSON.parse(output.trim()) as Record<string, unknown>;
      expect(entry).toMatchObject({
        level: 'error',
        message: 'unexpected error',
        requestId: response.headers.get('X-Request-Id'),
        path: '/boom',
        code: '22P02',
        query: 'SELECT $1::integer AS id, $2 AS name',
      });
      expect(entry.stack).toMatch(/^ {4}at /);
      expect(output).not.toContain('eva.schmidt');
      expect(output).not.toContain('Schmidt');
    });
  });
});

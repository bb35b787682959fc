import { expect } from 'vitest';
import type { ErrorBody } from '../../../shared/model/errors';
import { changedTables, databaseFingerprint } from './db-fingerprint';
import type { TestApp } from './test-app';

/**
 * Calls the API and expects 400 with the field issue `{ path, message }`, and that the
 * database holds exactly what it held before.
 */
export async function expectRefused(
  t: TestApp,
  request: {
    method: string;
    path: string;
    body?: unknown;
    form?: Record<string, string>;
    as?: string;
  },
  issue: { path: string; message: string },
) {
  // Signed in first: that opens a session row, which is no part of the refused request.
  const headers = request.as ? await t.authAs(request.as) : {};
  await t.mailer.settled();
  const before = await databaseFingerprint(t.database.db);
  const response = await t.call(request.method, request.path, {
    body: request.body,
    form: request.form,
    headers,
  });
  const text = await response.text();
  expect(response.status, `${request.method} ${request.path} → ${text}`).toBe(400);
  expect((JSON.parse(text) as ErrorBody).issues).toContainEqual(issue);
  await t.mailer.settled();
  expect(changedTables(before, await databaseFingerprint(t.database.db))).toEqual([]);
}

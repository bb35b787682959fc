import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API security headers', () => {
  it('make a JSON answer inert when opened as a page and unframeable', async () => {
    for (const path of ['/api/config', '/api/event/999999', '/api/no-such-route']) {
      const response = await t.call('GET', path);
      expect(response.headers.get('Content-Security-Policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy'), path).toBe('no-referrer');
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppDeps } from './env';

// Neither a preflight nor an unknown API path reaches the database, so no deps are needed.
const app = createApp({} as AppDeps);
const PARTNER = 'https://www.riverside-school.example';

describe('API CORS', () => {
  it('answers a widget’s preflight for a bearer call from a partner origin', async () => {
    const response = await app.request('/api/customer/payment', {
      method: 'OPTIONS',
      headers: {
        Origin: PARTNER,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('PUT');
    expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
      'authorization',
    );
    // Never with credentials: a cookie must not authenticate a cross-origin call.
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('marks API answers readable by other origins', async () => {
    const response = await app.request('/api/no-such-area', { headers: { Origin: PARTNER } });
    expect(response.status).toBe(404);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

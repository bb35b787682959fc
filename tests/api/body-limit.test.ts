import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../shared/model/errors';
import { DEFAULT_MAX_BODY } from '../../server/http/body-limit';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHUNK = 64 * 1024;
const HUGE = 200 * 1024 * 1024;

/** A body of `total` bytes made as it is read, counting what the server pulled. */
function countingStream(total: number) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(CHUNK).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += CHUNK;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

const send = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit);

describe('the body limit of the API', () => {
  it('stops reading a streamed 200 MB body to an anonymous route at the limit and answers 413', async () => {
    const { stream, counter } = countingStream(HUGE);
    const response = await send('/api/auth/signin', stream);
    expect(response.status).toBe(413);
    expect((await response.json()) as ErrorBody).toEqual({ message: 'error.bodyTooLarge' });
    expect(counter.pulled).toBeGreaterThan(DEFAULT_MAX_BODY);
    expect(counter.pulled).toBeLessThan(DEFAULT_MAX_BODY + 4 * CHUNK);
  });

  it('answers 413 to a declared length over the limit without reading the body', async () => {
    const { stream, counter } = countingStream(HUGE);
    const response = await send('/api/auth/forgot-password', stream, {
      'Content-Length': String(HUGE),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).message).toBe('error.bodyTooLarge');
    expect(counter.pulled).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('still reads a body under the limit', async () => {
    const padding = ' '.repeat(DEFAULT_MAX_BODY - 100);
    const response = await send('/api/auth/signin', `${padding}{"login":"","password":""}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).issues?.[0]?.path).toBe('login');
  });

  it('gives the picture upload its own larger limit, which a stream cannot pass either', async () => {
    const { stream, counter } = countingStream(HUGE);
    const response = await t.app.request('/api/person/', {
      method: 'PUT',
      body: stream,
      headers: {
        ...(await t.authAs('parent@kitebook.test')),
        'Content-Type': 'multipart/form-data; boundary=x',
      },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe('person.imageTooLarge');
    expect(counter.pulled).toBeGreaterThan(2_000_000);
    expect(counter.pulled).toBeLessThan(3_000_000);
  });
});

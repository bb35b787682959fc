import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createHashLimit } from './hash-limit';

/** Work that finishes when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('createHashLimit', () => {
  it('runs at most `concurrency` at once and queues up to `queue`', async () => {
    const limit = createHashLimit({ concurrency: 2, queue: 1 });
    const first = held();
    const second = held();
    const third = held();
    const runs = [limit.run(first.work), limit.run(second.work), limit.run(third.work)];
    expect(limit.running).toBe(2);

    // The fourth is refused before any of the others finished.
    await expect(limit.run(async () => 'never')).rejects.toMatchObject({
      status: 503,
      body: { message: 'error.serverBusy' },
      headers: { 'Retry-After': '1' },
    });

    first.finish();
    second.finish();
    third.finish();
    await Promise.all(runs);
    expect(limit.peak).toBe(2);
    expect(limit.running).toBe(0);
    // Free again: a new run gets a slot.
    expect(await limit.run(async () => 'ran')).toBe('ran');
  });

  it('frees the slot when the work fails', async () => {
    const limit = createHashLimit({ concurrency: 1, queue: 0 });
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 1)).toBe(1);
    await expect(
      Promise.all([
        limit.run(() => new Promise((r) => setTimeout(r, 10))),
        limit.run(async () => 2),
      ]),
    ).rejects.toBeInstanceOf(AppError);
  });
});

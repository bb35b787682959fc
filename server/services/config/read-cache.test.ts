import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

/** A load that counts its calls and answers what `value` holds when it is called. */
function counter() {
  const state = { calls: 0, value: 'a' };
  const load = async () => {
    state.calls += 1;
    return state.value;
  };
  return { state, load };
}

describe('createReadCache', () => {
  it('answers from memory until the lifetime passes', async () => {
    const clock = { now: 0 };
    const cache = createReadCache({ ttlMs: 1000, now: () => clock.now });
    const { state, load } = counter();
    expect(await cache.get('k', load)).toBe('a');
    state.value = 'b';
    clock.now = 999;
    expect(await cache.get('k', load)).toBe('a');
    clock.now = 1000;
    expect(await cache.get('k', load)).toBe('b');
    expect(state.calls).toBe(2);
  });

  it('reads again at once after clear', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const { state, load } = counter();
    await cache.get('k', load);
    state.value = 'b';
    cache.clear();
    expect(await cache.get('k', load)).toBe('b');
  });

  it('shares one read among concurrent misses, and keeps no failure', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const { state, load } = counter();
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)));
    expect(new Set(answers)).toEqual(new Set(['a']));
    expect(state.calls).toBe(1);

    const failing = () => Promise.reject(new Error('database gone'));
    await expect(cache.get('f', failing)).rejects.toThrow('database gone');
    expect(await cache.get('f', load)).toBe('a');
  });

  it('reads every time with a lifetime of 0', async () => {
    const cache = createReadCache({ ttlMs: 0 });
    const { state, load } = counter();
    await cache.get('k', load);
    await cache.get('k', load);
    expect(state.calls).toBe(2);
  });
});

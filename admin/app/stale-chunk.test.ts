import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReloadForStaleChunk } from './stale-chunk';

describe('mayReloadForStaleChunk', () => {
  it('reloads at most once per 60 s', () => {
    expect(mayReloadForStaleChunk(null, 1_000_000)).toBe(true);
    expect(mayReloadForStaleChunk(1_000_000, 1_000_000 + 59_999)).toBe(false);
    expect(mayReloadForStaleChunk(1_000_000, 1_000_000 + 60_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /assets/x.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/a.css', true],
    ['Cannot read properties of undefined', false],
  ])('%s → %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});

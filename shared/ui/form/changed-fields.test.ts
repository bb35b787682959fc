import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('names the top-level keys whose values differ, nested values by content', () => {
    const before = { name: 'A', tags: ['x'], address: { zip: '1' }, count: 1 };
    expect(changedFields(before, { ...before, tags: ['x'], address: { zip: '1' } })).toEqual([]);
    expect(changedFields(before, { ...before, name: 'B', address: { zip: '2' } })).toEqual([
      'name',
      'address',
    ]);
  });
});

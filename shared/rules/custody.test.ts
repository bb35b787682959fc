import { describe, expect, it } from 'vitest';
import { custodySchema } from './custody';
import { issuesOf } from './test-support';

describe('custodySchema', () => {
  it('is valid when at least one flag is set', () => {
    expect(issuesOf(custodySchema, { entitledToCustody: true, ecbMember: false })).toEqual([]);
    expect(issuesOf(custodySchema, { entitledToCustody: false, ecbMember: true })).toEqual([]);
    expect(issuesOf(custodySchema, { entitledToCustody: true, ecbMember: true })).toEqual([]);
  });

  it('reports on entitledToCustody when neither is set', () => {
    expect(issuesOf(custodySchema, { entitledToCustody: false, ecbMember: false })).toEqual([
      'entitledToCustody: !.rules.custody',
    ]);
    expect(issuesOf(custodySchema, {})).toEqual(['entitledToCustody: !.rules.custody']);
  });
});

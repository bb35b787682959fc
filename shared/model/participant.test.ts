import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClassEntrySchema, ClazzesSchema } from './participant';

const issueOf = (entry: object) => v.safeParse(ClassEntrySchema, entry).issues?.[0]?.message;

describe('the class entry of the participant form', () => {
  it('takes a full entry and reads an all-empty one as none', () => {
    expect(v.parse(ClassEntrySchema, { grade: 'P2', language: 'EN', postfix: 'B' })).toEqual({
      grade: 'P2',
      language: 'EN',
      postfix: 'B',
    });
    expect(v.parse(ClassEntrySchema, { grade: '', language: null })).toBeNull();
  });

  it('refuses a half-filled entry', () => {
    expect(issueOf({ grade: 'P2', language: 'EN' })).toBe('!.rules.clazz-incomplete');
    expect(issueOf({ postfix: 'A' })).toBe('!.rules.clazz-incomplete');
  });

  it('allows only UNKNOWN as the postfix of FR, ES and IT classes', () => {
    expect(issueOf({ grade: 'P2', language: 'FR', postfix: 'A' })).toBe('!.rules.clazz-postfix');
    expect(issueOf({ grade: 'P2', language: 'IT', postfix: 'UNKNOWN' })).toBeUndefined();
    expect(issueOf({ grade: 'P2', language: 'DE', postfix: 'UNKNOWN' })).toBeUndefined();
  });

  it('drops empty entries from the class map', () => {
    expect(
      v.parse(ClazzesSchema, {
        '2026/27': { grade: 'S1', language: 'ES', postfix: 'UNKNOWN' },
        '2027/28': {},
      }),
    ).toEqual({ '2026/27': { grade: 'S1', language: 'ES', postfix: 'UNKNOWN' } });
  });
});

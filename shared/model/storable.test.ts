import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MAX_INT4,
  dateSchema,
  idSchema,
  idTextSchema,
  isStorableText,
  storableString,
  versionSchema,
} from './storable';

const message = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message ?? null;

describe('what the database can hold', () => {
  it('takes ids from 1 to the largest int4 and nothing else', () => {
    expect(message(idSchema, 1)).toBeNull();
    expect(message(idSchema, MAX_INT4)).toBeNull();
    for (const id of [0, -1, 1.5, MAX_INT4 + 1, 1e308, Number.NaN, '1'])
      expect(message(idSchema, id)).toBe('error.invalidInput');
  });

  it('takes versions from 0, whole numbers only', () => {
    expect(message(versionSchema, 0)).toBeNull();
    expect(message(versionSchema, 0.5)).toBe('error.invalidInput');
    expect(message(versionSchema, MAX_INT4 + 1)).toBe('error.invalidInput');
  });

  it('reads ids in paths and queries as digits only', () => {
    expect(v.parse(idTextSchema, '2147483647')).toBe(MAX_INT4);
    for (const text of ['2147483648', '1e3', '0x10', ' 1', '1.0', '0', '', '-1'])
      expect(message(idTextSchema, text)).toBe('error.invalidInput');
  });

  it('refuses NUL and lone surrogates but keeps every other character', () => {
    expect(isStorableText('Ørsted 李 😀 \u{10FFFF}')).toBe(true);
    for (const text of ['a\u0000b', '\uD800', 'x\uDFFF', '\uDC00\uD800'])
      expect(isStorableText(text)).toBe(false);
    expect(message(storableString(), 'a\u0000b')).toBe('shared.rules.invalid-characters');
    expect(message(storableString(), 'x'.repeat(256))).toBe('!.rules.max-characters');
  });

  it('takes real calendar dates from 1900 to 2100', () => {
    for (const date of ['1900-01-01', '2024-02-29', '2100-12-31'])
      expect(message(dateSchema(), date)).toBeNull();
    for (const date of [
      '0000-01-01',
      '1899-12-31',
      '2101-01-01',
      '2027-02-30',
      '2023-02-29',
      '2027-1-5',
    ])
      expect(message(dateSchema(), date)).toBe('shared.rules.date');
  });
});

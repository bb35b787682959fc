import { describe, expect, it } from 'vitest';
import { birthdaySchema, isRealDate } from './birthday';
import { firstMessage } from './test-support';

const today = '2026-11-21';

describe('isRealDate', () => {
  it('knows 29 February only in leap years', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(isRealDate('1900-02-29')).toBe(false);
  });

  it.each(['2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00', '2023-1-5', '05.01.2023', ''])(
    'rejects %s',
    (value) => expect(isRealDate(value)).toBe(false),
  );

  it.each(['2023-01-31', '2023-04-30', '2023-12-31'])('accepts %s', (value) =>
    expect(isRealDate(value)).toBe(true),
  );
});

describe('birthdaySchema', () => {
  const schema = birthdaySchema({ today });

  it('allows empty', () => expect(firstMessage(schema, '')).toBeNull());

  it('allows today and refuses tomorrow', () => {
    expect(firstMessage(schema, '2026-11-21')).toBeNull();
    expect(firstMessage(schema, '2026-11-22')).toBe('!.rules.birthdayValid');
  });

  it('checks 29 February', () => {
    expect(firstMessage(schema, '2024-02-29')).toBeNull();
    expect(firstMessage(schema, '2023-02-29')).toBe('!.rules.birthdayValid');
  });

  it('refuses years the database cannot hold and dates before 1900', () => {
    expect(firstMessage(schema, '0000-01-01')).toBe('!.rules.birthdayValid');
    expect(firstMessage(schema, '1899-12-31')).toBe('!.rules.birthdayValid');
    expect(firstMessage(schema, '1900-01-01')).toBeNull();
  });

  it('refuses other formats', () => {
    expect(firstMessage(schema, '21.11.2020')).toBe('!.rules.birthdayValid');
  });
});

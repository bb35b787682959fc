import { describe, expect, it } from 'vitest';
import { isAllowedPhoneKey, phoneSchema, sanitizePhoneInput } from './phone';
import { firstMessage } from './test-support';

describe('phoneSchema', () => {
  it.each([
    ['12345', false],
    ['123456', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['+12345', false],
    ['+123456', true],
    ['+123456789012345', true],
    ['+1234567890123456', false],
  ])('%s is valid: %s', (phone, valid) => {
    expect(firstMessage(phoneSchema(), phone)).toBe(valid ? null : '!.rules.phone');
  });

  it.each(['12+3456', '++123456', '123 456 7', '0171-123456', '+49 171 1234'])(
    'rejects %s',
    (phone) => expect(firstMessage(phoneSchema(), phone)).toBe('!.rules.phone'),
  );

  it('allows empty unless required', () => {
    expect(firstMessage(phoneSchema(), '')).toBeNull();
    expect(firstMessage(phoneSchema({ required: true }), '')).toBe('!.rules.phone');
    expect(firstMessage(phoneSchema({ required: true }), ' ')).toBe('!.rules.phone');
  });
});

describe('isAllowedPhoneKey', () => {
  it('allows digits anywhere', () => {
    for (const digit of '0123456789') expect(isAllowedPhoneKey(digit, 3)).toBe(true);
    expect(isAllowedPhoneKey('5', 0)).toBe(true);
  });

  it("allows '+' only as the first character", () => {
    expect(isAllowedPhoneKey('+', 0)).toBe(true);
    expect(isAllowedPhoneKey('+', 0, '49171')).toBe(true);
    expect(isAllowedPhoneKey('+', 1, '4')).toBe(false);
    expect(isAllowedPhoneKey('+', 0, '+49')).toBe(false);
  });

  it.each(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Home', 'End'])(
    'allows the editing key %s',
    (key) => expect(isAllowedPhoneKey(key, 2)).toBe(true),
  );

  it.each(['a', 'Z', ' ', '-', '(', '/', 'e', '.', 'Dead'])('blocks %s', (key) =>
    expect(isAllowedPhoneKey(key, 2)).toBe(false),
  );
});

describe('sanitizePhoneInput', () => {
  it('keeps a leading + and the digits', () => {
    expect(sanitizePhoneInput(' +49 (171) 123-456 ')).toBe('+49171123456');
    expect(sanitizePhoneInput('0171/123 456')).toBe('0171123456');
    expect(sanitizePhoneInput('49+171')).toBe('49171');
    expect(sanitizePhoneInput('')).toBe('');
  });
});

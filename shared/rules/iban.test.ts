import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ibanSchema, isValidIbanChecksum, normalizeIban } from './iban';
import { firstMessage } from './test-support';

const valid = 'DE89 3704 0044 0532 0130 00';

describe('normalizeIban', () => {
  it('removes all whitespace and keeps the case', () => {
    expect(normalizeIban(' de89 3704\t0044 ')).toBe('de8937040044');
  });
});

describe('ibanSchema', () => {
  it('outputs the IBAN without spaces', () => {
    expect(v.parse(ibanSchema, valid)).toBe('DE89370400440532013000');
  });

  it('needs 15 to 34 characters after removing spaces', () => {
    expect(firstMessage(ibanSchema, 'NO93 8601 1117 94')).toBe('!.rules.min-iban-length'); // 14
    expect(firstMessage(ibanSchema, 'NO93 8601 1117 947')).toBeNull(); // 15
    expect(firstMessage(ibanSchema, `MT${'1'.repeat(32)}`)).toBeNull(); // 34
    expect(firstMessage(ibanSchema, `MT${'1'.repeat(33)}`)).toBe('!.rules.max-iban-length'); // 35
    expect(firstMessage(ibanSchema, '')).toBe('!.rules.min-iban-length');
  });

  it('needs two capital letters at the start', () => {
    expect(firstMessage(ibanSchema, 'de89 3704 0044 0532 0130 00')).toBe('!.rules.iban-country');
    expect(firstMessage(ibanSchema, '1289 3704 0044 0532 0130 00')).toBe('!.rules.iban-country');
  });

  it('leaves the checksum to the server', () => {
    expect(firstMessage(ibanSchema, 'DE89 3704 0044 0532 0130 01')).toBeNull();
  });
});

describe('isValidIbanChecksum', () => {
  it('accepts a valid IBAN with or without spaces', () => {
    expect(isValidIbanChecksum(valid)).toBe(true);
    expect(isValidIbanChecksum('DE89370400440532013000')).toBe(true);
  });

  it('refuses a changed digit', () => {
    expect(isValidIbanChecksum('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIbanChecksum('DE88 3704 0044 0532 0130 00')).toBe(false);
  });
});

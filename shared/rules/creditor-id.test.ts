import { describe, expect, it } from 'vitest';
import { isValidCreditorId } from './creditor-id';

describe('isValidCreditorId', () => {
  it.each([
    'DE98ZZZ09999999999',
    'DE98ABC09999999999',
    'AT61ZZZ01234567890',
    'NL42ZZZ123456780001',
  ])('accepts %s', (id) => expect(isValidCreditorId(id)).toBe(true));

  it.each([
    ['a wrong check digit', 'DE97ZZZ09999999999'],
    ['a changed digit', 'DE98ZZZ09999999998'],
    ['small letters', 'de98zzz09999999999'],
    ['a German one too short', 'DE98ZZZ0999999999'],
    ['spaces', 'DE98 ZZZ 09999999999'],
    ['nothing', ''],
  ])('refuses %s', (_, id) => expect(isValidCreditorId(id)).toBe(false));
});

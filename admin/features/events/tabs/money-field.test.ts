import { describe, expect, it } from 'vitest';
import { typedNumber } from '../event-values';
import { localizedNumber } from './money-field';

describe('localizedNumber', () => {
  it('shows a stored amount with the locale’s decimal separator', () => {
    expect(localizedNumber('12.5', 'de')).toBe('12,5');
    expect(localizedNumber('12.5', 'en')).toBe('12.5');
    expect(localizedNumber('1200', 'de')).toBe('1200');
  });

  it('leaves what a person typed as typed, and the rules read both separators', () => {
    expect(localizedNumber('12,', 'de')).toBe('12,');
    expect(localizedNumber('abc', 'de')).toBe('abc');
    expect(typedNumber(localizedNumber('12.5', 'de'))).toBe(12.5);
  });
});

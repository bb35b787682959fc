import { describe, expect, it } from 'vitest';
import { typedNumber } from '../event-values';
import { formattedAmount, localizedNumber, settledAmount } from './money-field';

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

describe('formattedAmount', () => {
  it('shows two decimals in the locale’s form, never fewer than typed', () => {
    expect(formattedAmount('27.5', 'de')).toBe('27,50');
    expect(formattedAmount('27,5', 'en')).toBe('27.50');
    expect(formattedAmount('1200', 'de')).toBe('1200,00');
    expect(formattedAmount('0.125', 'de')).toBe('0,125');
  });

  it('leaves empty and wrong text as typed', () => {
    expect(formattedAmount('', 'de')).toBe('');
    expect(formattedAmount('abc', 'de')).toBe('abc');
  });
});

describe('settledAmount', () => {
  it('goes back to the stored text for the same number, so the form stays clean', () => {
    expect(settledAmount('27,50', '27.5')).toBe('27.5');
    expect(settledAmount('27.5', '27.5')).toBe('27.5');
  });

  it('keeps another number, wrong text and a field without a stored one as typed', () => {
    expect(settledAmount('27,6', '27.5')).toBe('27,6');
    expect(settledAmount('abc', '27.5')).toBe('abc');
    expect(settledAmount('', '')).toBe('');
    expect(settledAmount('3', undefined)).toBe('3');
  });
});

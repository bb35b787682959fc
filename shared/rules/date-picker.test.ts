import { describe, expect, it } from 'vitest';
import { acceptTypedDate, DATE_PICKER_MIN, defaultDatePickerMax } from './date-picker';

describe('defaultDatePickerMax', () => {
  it('is today plus three years', () => {
    expect(defaultDatePickerMax('2026-11-21')).toBe('2029-11-21');
    expect(defaultDatePickerMax('2025-02-28')).toBe('2028-02-28');
  });

  it('falls back to 28 February when 29 February does not exist', () => {
    expect(defaultDatePickerMax('2024-02-29')).toBe('2027-02-28');
  });
});

describe('acceptTypedDate', () => {
  const max = defaultDatePickerMax('2026-11-21');

  it('accepts the bounds and refuses beyond them', () => {
    expect(DATE_PICKER_MIN).toBe('1950-01-01');
    expect(acceptTypedDate('1950-01-01', { max })).toBe('1950-01-01');
    expect(acceptTypedDate('1949-12-31', { max })).toBeNull();
    expect(acceptTypedDate('2029-11-21', { max })).toBe('2029-11-21');
    expect(acceptTypedDate('2029-11-22', { max })).toBeNull();
  });

  it('honours a custom min and no max', () => {
    expect(acceptTypedDate('2020-01-01', { min: '2021-01-01' })).toBeNull();
    expect(acceptTypedDate('2999-01-01')).toBe('2999-01-01');
  });

  it('refuses dates that are not real or not in yyyy-MM-dd', () => {
    expect(acceptTypedDate('2023-02-29', { max })).toBeNull();
    expect(acceptTypedDate('2024-02-29', { max })).toBe('2024-02-29');
    expect(acceptTypedDate('21.11.2026', { max })).toBeNull();
    expect(acceptTypedDate('', { max })).toBeNull();
  });

  it('asks the allowed-dates function', () => {
    const mondaysOnly = (value: string) => new Date(`${value}T00:00:00Z`).getUTCDay() === 1;
    expect(acceptTypedDate('2026-11-23', { max, isAllowed: mondaysOnly })).toBe('2026-11-23');
    expect(acceptTypedDate('2026-11-24', { max, isAllowed: mondaysOnly })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatDay, formatEuro, timeRange, weekdayName } from './format-offer';

describe('offer formatting', () => {
  it('names weekdays in the reader language', () => {
    expect(weekdayName('MONDAY', 'en')).toBe('Monday');
    expect(weekdayName('FRIDAY', 'de')).toBe('Freitag');
    expect(weekdayName('WEDNESDAY', 'de', 'short')).toBe('Mi');
  });

  it('writes a time range with an en dash, or the start alone', () => {
    expect(timeRange({ time: '15:30', endTime: '17:00' })).toBe('15:30–17:00');
    expect(timeRange({ time: '07:10', endTime: null })).toBe('07:10');
  });

  it('formats a calendar day without shifting it by the time zone', () => {
    expect(formatDay('2026-09-01', 'en')).toBe('Sep 1, 2026');
    expect(formatDay('2026-09-01', 'de')).toBe('01.09.2026');
  });

  it('formats euro amounts for the locale', () => {
    expect(formatEuro(45, 'en')).toBe('€45.00');
    expect(formatEuro(1234.5, 'de')).toBe('1.234,50\u00a0€');
  });
});

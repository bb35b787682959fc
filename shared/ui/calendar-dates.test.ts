import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampDate,
  dateForKey,
  daysInMonth,
  endOfWeek,
  isMonthInRange,
  isoDate,
  schoolToday,
  monthWeeks,
  startOfWeek,
  weekdayOf,
  withMonth,
} from './calendar-dates';
import {
  formatFullDate,
  formatLongDate,
  formatMonthYear,
  monthNames,
  weekdayNames,
} from './calendar-labels';

describe('calendar arithmetic', () => {
  it('pads years, months and days', () => {
    expect(isoDate(2025, 3, 7)).toBe('2025-03-07');
    expect(isoDate(99, 12, 31)).toBe('0099-12-31');
  });

  it('knows the length of each month, leap years included', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('adds days across months, years and daylight-saving switches', () => {
    expect(addDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-01-10', -14)).toBe('2024-12-27');
  });

  it('adds months, cutting the day to the shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-05-20', -25)).toBe('2023-04-20');
  });

  it('moves a day to another month and year', () => {
    expect(withMonth('2025-03-31', 2025, 4)).toBe('2025-04-30');
    expect(withMonth('2024-02-29', 1999, 2)).toBe('1999-02-28');
    expect(withMonth('2025-03-15', 1950, 1)).toBe('1950-01-15');
  });

  it('clamps a day into a range', () => {
    expect(clampDate('1949-12-31', '1950-01-01', '2028-01-01')).toBe('1950-01-01');
    expect(clampDate('2030-01-01', '1950-01-01', '2028-01-01')).toBe('2028-01-01');
    expect(clampDate('2000-06-15', '1950-01-01', '2028-01-01')).toBe('2000-06-15');
  });

  it('finds weekdays and the bounds of a week', () => {
    expect(weekdayOf('2025-03-03')).toBe(1);
    expect(weekdayOf('2025-03-09')).toBe(0);
    expect(startOfWeek('2025-03-09')).toBe('2025-03-03');
    expect(endOfWeek('2025-03-03')).toBe('2025-03-09');
    expect(startOfWeek('2025-03-05', 0)).toBe('2025-03-02');
    expect(endOfWeek('2025-03-05', 0)).toBe('2025-03-08');
  });

  it('lays a month out in weeks starting on Monday, with null outside the month', () => {
    const weeks = monthWeeks('2025-03-17');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, '2025-03-01', '2025-03-02']);
    expect(weeks[5]).toEqual(['2025-03-31', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    // February 2021 starts on a Monday and fills exactly four weeks.
    expect(monthWeeks('2021-02-10')).toHaveLength(4);
    expect(monthWeeks('2025-03-01', 0)[0]?.[6]).toBe('2025-03-01');
  });

  it('tells whether a month reaches into a range', () => {
    expect(isMonthInRange(1950, 1, '1950-01-01', '2028-03-01')).toBe(true);
    expect(isMonthInRange(1949, 12, '1950-01-01', '2028-03-01')).toBe(false);
    expect(isMonthInRange(2028, 3, '1950-01-01', '2028-03-01')).toBe(true);
    expect(isMonthInRange(2028, 4, '1950-01-01', '2028-03-01')).toBe(false);
  });

  it('reads today in the school’s time zone, not in UTC or the browser’s zone', () => {
    // 00:30 and 23:59 in Berlin (CET, UTC+1), whatever zone the test machine is in.
    expect(schoolToday(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    expect(schoolToday(new Date('2024-12-31T22:59:00Z'))).toBe('2024-12-31');
    expect(schoolToday(new Date('2024-12-31T23:30:00Z'), 'America/New_York')).toBe('2024-12-31');
  });
});

describe('calendar keys', () => {
  const range = { min: '2025-03-01', max: '2025-05-15' };

  it('moves by day, week, month, year and to the week bounds', () => {
    expect(dateForKey('2025-04-10', 'ArrowLeft', range)).toBe('2025-04-09');
    expect(dateForKey('2025-04-10', 'ArrowRight', range)).toBe('2025-04-11');
    expect(dateForKey('2025-04-10', 'ArrowUp', range)).toBe('2025-04-03');
    expect(dateForKey('2025-04-10', 'ArrowDown', range)).toBe('2025-04-17');
    expect(dateForKey('2025-04-10', 'PageUp', range)).toBe('2025-03-10');
    expect(dateForKey('2025-04-10', 'PageDown', range)).toBe('2025-05-10');
    expect(dateForKey('2025-04-10', 'Home', range)).toBe('2025-04-07');
    expect(dateForKey('2025-04-10', 'End', range)).toBe('2025-04-13');
    expect(dateForKey('2025-04-10', 'Home', { ...range, weekStartsOn: 0 })).toBe('2025-04-06');
    const wide = { min: '1950-01-01', max: '2030-01-01', shiftKey: true };
    expect(dateForKey('2025-04-10', 'PageUp', wide)).toBe('2024-04-10');
    expect(dateForKey('2024-02-29', 'PageDown', wide)).toBe('2025-02-28');
  });

  it('stays within min and max', () => {
    expect(dateForKey('2025-03-01', 'ArrowLeft', range)).toBe('2025-03-01');
    expect(dateForKey('2025-03-05', 'PageUp', range)).toBe('2025-03-01');
    expect(dateForKey('2025-05-10', 'ArrowDown', range)).toBe('2025-05-15');
    expect(dateForKey('2025-05-14', 'End', range)).toBe('2025-05-15');
  });

  it('ignores other keys', () => {
    expect(dateForKey('2025-04-10', 'Enter', range)).toBeNull();
    expect(dateForKey('2025-04-10', 'a', range)).toBeNull();
    expect(dateForKey('2025-04-10', 'toString', range)).toBeNull();
  });
});

describe('calendar labels', () => {
  it('names days, months and weekdays in English and German without shifting the day', () => {
    expect(formatLongDate('2025-03-03', 'en')).toBe('March 3, 2025');
    expect(formatLongDate('2025-03-03', 'de')).toBe('3. März 2025');
    expect(formatFullDate('1950-01-01', 'de')).toBe('Sonntag, 1. Januar 1950');
    expect(formatMonthYear('2025-03-31', 'en')).toBe('March 2025');
    expect(monthNames('de')[2]).toBe('März');
    expect(monthNames('en')).toHaveLength(12);
    const weekdays = weekdayNames('en');
    expect(weekdays.map((day) => day.long)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    // The short form differs between ICU versions ("So" or "So.").
    expect(weekdayNames('de', 0)[0]).toMatchObject({
      short: expect.stringMatching(/^So/),
      long: 'Sonntag',
    });
  });
});

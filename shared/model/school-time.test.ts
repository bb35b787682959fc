import { describe, expect, it } from 'vitest';
import { datePartsIn, instantInZone, isTimeZone, timeIn, todayIn } from './school-time';

const BERLIN = 'Europe/Berlin';

describe('todayIn', () => {
  it('turns to the next day at midnight in the school, not in UTC (winter, CET = UTC+1)', () => {
    expect(todayIn(BERLIN, new Date('2026-01-15T22:30:00Z'))).toBe('2026-01-15'); // 23:30
    expect(todayIn(BERLIN, new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16'); // 00:30
  });

  it('does so in summer too (CEST = UTC+2)', () => {
    expect(todayIn(BERLIN, new Date('2026-07-15T21:30:00Z'))).toBe('2026-07-15'); // 23:30
    expect(todayIn(BERLIN, new Date('2026-07-15T22:30:00Z'))).toBe('2026-07-16'); // 00:30
  });

  it('follows another zone when the school is elsewhere', () => {
    const instant = new Date('2026-01-15T23:30:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2026-01-15');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-01-16');
  });
});

describe('datePartsIn', () => {
  it('gives the wall clock and the ISO weekday in the zone', () => {
    // Sunday 29 March 2026, 01:30 UTC: clocks in Berlin jumped from 02:00 to 03:00 at 01:00 UTC.
    expect(datePartsIn(BERLIN, new Date('2026-03-29T01:30:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 3,
      minute: 30,
      isoWeekday: 7,
    });
  });

  it('writes midnight as hour 0', () => {
    expect(datePartsIn(BERLIN, new Date('2026-01-15T23:00:00Z')).hour).toBe(0);
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('instantInZone', () => {
  it('reads a wall-clock date and time in the zone, winter and summer', () => {
    expect(instantInZone(BERLIN, '2026-01-15', '08:00').toISOString()).toBe(
      '2026-01-15T07:00:00.000Z',
    );
    expect(instantInZone(BERLIN, '2026-07-15', '08:00').toISOString()).toBe(
      '2026-07-15T06:00:00.000Z',
    );
    expect(instantInZone('Asia/Tokyo', '2026-01-16', '00:30').toISOString()).toBe(
      '2026-01-15T15:30:00.000Z',
    );
  });

  it('gives back what timeIn and todayIn read', () => {
    const instant = instantInZone(BERLIN, '2026-03-29', '03:30');
    expect(todayIn(BERLIN, instant)).toBe('2026-03-29');
    expect(timeIn(BERLIN, instant)).toBe('03:30');
    // The hour skipped in spring: some reading after the change, never the day before.
    expect(todayIn(BERLIN, instantInZone(BERLIN, '2026-03-29', '02:30'))).toBe('2026-03-29');
  });
});

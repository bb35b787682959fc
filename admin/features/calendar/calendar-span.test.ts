import { describe, expect, it } from 'vitest';
import { dayForKey, dayOff, entryHref, stepAnchor, weeksOf, yearsOf } from './calendar-span';

describe('calendar span', () => {
  it('shows a week from Monday and a month in whole weeks', () => {
    expect(weeksOf('week', '2026-11-25')).toEqual([
      [
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
      ],
    ]);
    const month = weeksOf('month', '2026-11-25');
    expect(month[0]![0]).toBe('2026-10-26');
    expect(month.at(-1)!.at(-1)).toBe('2026-12-06');
    expect(month).toHaveLength(6);
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepAnchor('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(yearsOf('2026-12-28', '2027-01-03')).toEqual([2026, 2027]);
  });

  it('moves by day, week and month with the keys, and names a holiday before a break', () => {
    expect(dayForKey('ArrowRight', '2026-11-29')).toBe('2026-11-30');
    expect(dayForKey('ArrowUp', '2026-11-25')).toBe('2026-11-18');
    expect(dayForKey('Home', '2026-11-25')).toBe('2026-11-23');
    expect(dayForKey('End', '2026-11-25')).toBe('2026-11-29');
    expect(dayForKey('Enter', '2026-11-25')).toBeNull();
    const breaks = [
      { name: 'Christmas', startDate: '2026-12-21', endDate: '2027-01-08', schoolYear: '2026/27' },
    ];
    const holidays = [{ date: '2026-12-25', name: 'Christmas Day' }];
    expect(dayOff('2026-12-25', holidays, breaks)).toEqual({
      kind: 'holiday',
      name: 'Christmas Day',
    });
    expect(dayOff('2026-12-22', holidays, breaks)).toEqual({ kind: 'break', name: 'Christmas' });
    expect(dayOff('2026-12-18', holidays, breaks)).toBeNull();
  });

  it('leads a family to their booking, the office to the service', () => {
    const entry = {
      date: '2026-11-25',
      eventId: 4,
      name: 'Chess',
      businessArea: 'ECA' as const,
      time: '14:00',
      endTime: '15:00',
      bookingId: null,
      bookingStatus: null,
      participantName: null,
    };
    expect(entryHref(entry, { office: true, family: false })).toBe('/event/4');
    expect(entryHref(entry, { office: false, family: false })).toBe('/booking?serviceId=4');
    expect(entryHref({ ...entry, bookingId: 9 }, { office: false, family: true })).toBe(
      '/my/bookings/9',
    );
  });
});

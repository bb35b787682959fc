import { describe, expect, it } from 'vitest';
import { dayName } from './day-label';

describe('dayName', () => {
  it('calls the school’s today and tomorrow so, other days by weekday and date', () => {
    expect(dayName('2026-11-25', '2026-11-25', 'en')).toEqual({ kind: 'today' });
    expect(dayName('2026-11-26', '2026-11-25', 'en')).toEqual({ kind: 'tomorrow' });
    expect(dayName('2026-11-30', '2026-11-25', 'en')).toEqual({
      kind: 'date',
      text: 'Mon, Nov 30',
    });
    expect(dayName('2026-11-30', '2026-11-25', 'de')).toEqual({
      kind: 'date',
      text: 'Mo., 30. Nov.',
    });
  });

  it('crosses a month and a year end', () => {
    expect(dayName('2027-01-01', '2026-12-31', 'en')).toEqual({ kind: 'tomorrow' });
  });
});

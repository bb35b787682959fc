import { describe, expect, it } from 'vitest';
import { bookingDates, isStartOutOfRange } from './booking-dates';

const eca = { businessArea: 'ECA' as const, startDate: '2026-09-14', endDate: '2027-06-25' };
// Monday 2026-10-19 to Friday 2026-10-23.
const camp = {
  businessArea: 'HOLIDAY_CAMP' as const,
  startDate: '2026-10-19',
  endDate: '2026-10-23',
};

describe('bookingDates', () => {
  it('starts today when the service already runs, else at its start', () => {
    const input = { service: eca, chosen: [], partial: false };
    expect(bookingDates({ ...input, today: '2026-11-21' })).toEqual({
      startDate: '2026-11-21',
      endDate: '2027-06-25',
    });
    expect(bookingDates({ ...input, today: '2026-08-01' }).startDate).toBe('2026-09-14');
  });

  it('takes a start the customer chose', () => {
    expect(
      bookingDates({
        service: eca,
        chosen: [],
        partial: true,
        today: '2026-08-01',
        requestedStart: '2026-10-05',
      }),
    ).toEqual({ startDate: '2026-10-05', endDate: '2027-06-25' });
  });

  it("spans a camp's single days from the first chosen day to the last", () => {
    const chosen = [{ dayOfWeek: 'THURSDAY' as const }, { dayOfWeek: 'TUESDAY' as const }];
    expect(bookingDates({ service: camp, chosen, partial: true, today: '2026-09-01' })).toEqual({
      startDate: '2026-10-20',
      endDate: '2026-10-22',
    });
    expect(bookingDates({ service: camp, chosen, partial: false, today: '2026-09-01' })).toEqual({
      startDate: '2026-10-19',
      endDate: '2026-10-23',
    });
  });
});

describe('isStartOutOfRange', () => {
  const range = { today: '2026-09-01', startDate: '2026-09-14', endDate: '2027-06-25' };
  it('refuses a start in the past, before the service or after it', () => {
    expect(isStartOutOfRange('2026-08-31', { ...range, startDate: null })).toBe(true);
    expect(isStartOutOfRange('2026-09-10', range)).toBe(true);
    expect(isStartOutOfRange('2027-07-01', range)).toBe(true);
    expect(isStartOutOfRange('2026-09-14', range)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingFormIssues } from './booking-form';

const eca = { businessArea: 'ECA' as const, startDate: '2026-09-01', endDate: '2027-06-30' };
const none = { startDate: null, endDate: null, recurrenceIds: [] };

describe('bookingFormIssues (spec 001 §5 booking form)', () => {
  it('accepts dates within the service, both ends included, and empty dates', () => {
    expect(
      bookingFormIssues({ ...none, startDate: '2026-09-01', endDate: '2027-06-30' }, eca),
    ).toEqual([]);
    expect(bookingFormIssues(none, eca)).toEqual([]);
  });

  it('refuses a date before the service starts or after it ends, and an end before the start', () => {
    expect(bookingFormIssues({ ...none, startDate: '2026-08-31' }, eca)).toEqual([
      { path: 'startDate', message: 'bookingDialog.dateOutsideService' },
    ]);
    expect(bookingFormIssues({ ...none, endDate: '2027-07-01' }, eca)).toEqual([
      { path: 'endDate', message: 'bookingDialog.dateOutsideService' },
    ]);
    expect(
      bookingFormIssues({ ...none, startDate: '2026-10-02', endDate: '2026-10-01' }, eca),
    ).toEqual([{ path: 'endDate', message: 'bookingDialog.dateOrder' }]);
  });

  it('asks a bus and a childminding booking for their weekdays, not an ECA', () => {
    for (const businessArea of ['SCHOOL_BUS', 'CHILDMINDING'] as const) {
      expect(bookingFormIssues(none, { ...eca, businessArea })).toEqual([
        { path: 'recurrenceIds', message: 'booking.recurrenceRequired' },
      ]);
      expect(bookingFormIssues({ ...none, recurrenceIds: [3] }, { ...eca, businessArea })).toEqual(
        [],
      );
    }
    expect(bookingFormIssues(none, eca)).toEqual([]);
  });
});

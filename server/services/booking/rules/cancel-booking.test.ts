import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../../../../shared/model/enums';
import { cancelBooking } from './cancel-booking';

describe('cancelBooking (spec 001 §4.1)', () => {
  it('cancels a running or requested booking, at once or not, dated today', () => {
    for (const status of ['ACCEPTED', 'PENDING', 'WAITING_LIST'] as const) {
      expect(cancelBooking(status, true, '2026-11-25')).toEqual({
        bookingStatus: 'CANCELED_IMMEDIATELY',
        cancellationDate: '2026-11-25',
      });
      expect(cancelBooking(status, false, '2026-11-25')).toEqual({
        bookingStatus: 'CANCELED',
        cancellationDate: '2026-11-25',
      });
    }
  });

  it('leaves cancelled and finished bookings alone', () => {
    const over = BOOKING_STATUSES.filter(
      (status) => cancelBooking(status, true, '2026-11-25') === null,
    );
    expect(over).toEqual(['CANCELED', 'CANCELED_IMMEDIATELY', 'FINISHED']);
  });
});

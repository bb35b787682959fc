import type { BookingStatus } from '../../../../shared/model/enums';

/** What cancelling a booking makes of it. */
export interface Cancellation {
  bookingStatus: BookingStatus;
  cancellationDate: string;
}

/**
 * Cancelling a booking (spec 001 §4.1, §7 cancel-booking): at once → CANCELED_IMMEDIATELY,
 * otherwise CANCELED; either way the cancellation date is the day of the cancellation (as the
 * booking list's bulk cancel, rules/request-decision.ts on blist's branch). Null: the booking
 * is already cancelled or FINISHED and cannot be cancelled.
 */
export function cancelBooking(
  status: BookingStatus,
  immediately: boolean,
  today: string,
): Cancellation | null {
  if (status === 'CANCELED' || status === 'CANCELED_IMMEDIATELY' || status === 'FINISHED')
    return null;
  return {
    bookingStatus: immediately ? 'CANCELED_IMMEDIATELY' : 'CANCELED',
    cancellationDate: today,
  };
}

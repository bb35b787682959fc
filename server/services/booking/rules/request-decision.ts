import type { BookingStatus } from '../../../../shared/model/enums';
import type { RequestDecision } from '../../../../shared/model/booking-office';

/**
 * What an admin's decision on a booking request makes of it (issue 18.1; spec 001 §4.1): only a
 * PENDING request moves. Accepting gives the place (ACCEPTED). Declining refuses the request
 * at once: CANCELED_IMMEDIATELY, since it never ran. Cancelling ends it as a cancellation
 * (CANCELED). Both carry the day of the decision as cancellation date. Null: the booking is
 * not a request (any other status) and stays as it is.
 */
export function decideRequest(
  status: BookingStatus,
  decision: RequestDecision,
  today: string,
): { bookingStatus: BookingStatus; cancellationDate: string | null } | null {
  if (status !== 'PENDING') return null;
  switch (decision) {
    case 'accept':
      return { bookingStatus: 'ACCEPTED', cancellationDate: null };
    case 'decline':
      return { bookingStatus: 'CANCELED_IMMEDIATELY', cancellationDate: today };
    case 'cancel':
      return { bookingStatus: 'CANCELED', cancellationDate: today };
  }
}

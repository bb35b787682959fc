import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../../../../shared/model/enums';
import { decideRequest } from './request-decision';

const today = '2026-11-25';

describe('decideRequest', () => {
  it('moves a PENDING request: accept, decline, cancel', () => {
    expect(decideRequest('PENDING', 'accept', today)).toEqual({
      bookingStatus: 'ACCEPTED',
      cancellationDate: null,
    });
    expect(decideRequest('PENDING', 'decline', today)).toEqual({
      bookingStatus: 'CANCELED_IMMEDIATELY',
      cancellationDate: today,
    });
    expect(decideRequest('PENDING', 'cancel', today)).toEqual({
      bookingStatus: 'CANCELED',
      cancellationDate: today,
    });
  });

  it('leaves every other status as it is', () => {
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'PENDING')) {
      for (const decision of ['accept', 'decline', 'cancel'] as const) {
        expect(decideRequest(status, decision, today), `${status} ${decision}`).toBeNull();
      }
    }
  });
});

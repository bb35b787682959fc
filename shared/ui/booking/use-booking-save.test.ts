import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { saveErrorKey } from './use-booking-save';
import type { FieldIssue } from '../../model/errors';
import type { MessageId } from '../../model/message-ids';

const refused = (status: number, messageKey: MessageId, issues: FieldIssue[] = []) =>
  new ApiError({ status, messageKey, issues });

describe('the message of a failed booking save', () => {
  it('says the situation changed when a new warning came up meanwhile (409)', () => {
    expect(saveErrorKey(refused(409, 'booking.check.noEventCapacityLeft'))).toBe(
      'booking.flow.changedMeanwhile',
    );
  });

  it("leaves a finding of the check to the fresh verdict, which has the finding's values", () => {
    const deadline = refused(400, 'booking.check.registerLimit', [
      { path: 'registerLimit', message: 'booking.check.registerLimit' },
    ]);
    expect(saveErrorKey(deadline)).toBe('booking.bookingFailed');
  });

  it('names a request that does not fit, and passes other failures on', () => {
    const late = refused(400, 'booking.startDateOutOfRange', [
      { path: 'startDate', message: 'booking.startDateOutOfRange' },
    ]);
    expect(saveErrorKey(late)).toBe('booking.startDateOutOfRange');
    expect(saveErrorKey(refused(403, 'error.forbidden'))).toBe('error.forbidden');
    expect(saveErrorKey(new Error('boom'))).toBe('booking.bookingFailed');
  });
});

import type {
  BatchOutcome,
  BookingBatch,
  BookingBatchResult,
} from '../../../../shared/model/booking-batch';
import type { Database } from '../../../db/database';
import { AppError } from '../../../errors';
import { saveOfficeBooking, type SaveOptions } from './save-booking';

/** The statuses a refused booking of a batch reports (what a single save would answer). */
const REPORTED = [400, 403, 404, 409] as const;
type Reported = (typeof REPORTED)[number];
const isReported = (status: number): status is Reported =>
  (REPORTED as readonly number[]).includes(status);

/**
 * `PUT /api/booking/create-bookings`: the office books several children and/or services at
 * once. Each item is one `PUT /api/booking` of a new booking ({@link saveOfficeBooking}): every
 * rule, the service's row lock, its own transaction. The items share the status, the office's
 * fields and the confirmed warnings.
 *
 * **Per item, not all-or-nothing:** an office booking siblings into a course expects those
 * that fit to be booked and to be told which child or service did not and why (already booked,
 * the room full…), then to fix or confirm only those. So each item answers its outcome: made
 * (its id), or refused with the status, message and issues a single save would answer. Items
 * run one after another in the given order, so a later item sees the earlier ones (the same
 * child in two colliding services: the second is `colliding`).
 */
export async function createOfficeBookings(
  db: Database,
  batch: BookingBatch,
  options: SaveOptions,
): Promise<BookingBatchResult> {
  const outcomes: BatchOutcome[] = [];
  for (const [index, item] of batch.items.entries()) {
    const which = { index, participantId: item.participantId, serviceId: item.serviceId };
    try {
      const bookingId = await saveOfficeBooking(
        db,
        {
          ...item,
          id: null,
          version: null,
          bookingStatus: batch.bookingStatus,
          registrationDate: batch.registrationDate,
          cancellationDate: null,
          individualPrice: batch.individualPrice,
          notes: batch.notes,
          cancellationNotes: batch.cancellationNotes,
          homeworkSupport: batch.homeworkSupport,
          sendEmail: batch.sendEmail,
          confirmedWarnings: batch.confirmedWarnings,
        },
        options,
      );
      outcomes.push({ ...which, status: 200, bookingId });
    } catch (error) {
      // A refusal of this item; anything else (the database gone) fails the request.
      if (!(error instanceof AppError) || !isReported(error.status)) throw error;
      outcomes.push({
        ...which,
        status: error.status,
        message: error.body.message,
        issues: error.body.issues ?? [],
      });
    }
  }
  const created = outcomes.filter((outcome) => outcome.status === 200).length;
  return { outcomes, created, refused: outcomes.length - created };
}

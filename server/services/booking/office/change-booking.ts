import type { BookingChange } from '../../../../shared/model/booking-batch';
import type { Database } from '../../../db/database';
import { forbidden } from '../../../errors';
import { ensureMayReachBooking } from './booking-access';
import { writeBooking, type SaveOptions } from './save-booking';

/**
 * `PUT /api/booking/change-booking`: a stored booking's weekdays, stop and escort — what a
 * family changes after booking (the parent's booking sends the same `recurrenceIds` and
 * `stopId`, `PUT /api/booking/customer`). The write of `PUT /api/booking` (save-booking.ts):
 * the service's row lock, the version, the booking check when weekdays or stop change, the
 * escort being one of the child's contact persons and, with the escort feature on, required
 * of a customer. A family's change makes the booking PENDING again (spec 001 §4.1); the
 * office's keeps the status. Instructors change notes only (403 here).
 */
export async function changeOfficeBooking(
  db: Database,
  change: BookingChange,
  options: SaveOptions,
): Promise<number> {
  const { reach } = await ensureMayReachBooking(db, options.session, change.id);
  if (reach === 'instructor') throw forbidden();
  return writeBooking(
    db,
    {
      id: change.id,
      version: change.version,
      serviceId: 0,
      reach,
      confirmedWarnings: change.confirmedWarnings,
      plan: (stored) => {
        // writeBooking answers 404 before planning when the booking is gone.
        const kept = stored!;
        return {
          participantId: kept.participantId,
          eventId: kept.eventId,
          bookingStatus: reach === 'family' ? 'PENDING' : kept.bookingStatus,
          recurrenceIds: change.recurrenceIds,
          stopId: change.stopId,
          escortPersonId: change.escortPersonId,
          startDate: kept.startDate,
          endDate: kept.endDate,
          registrationDate: kept.registrationDate,
          cancellationDate: kept.cancellationDate,
          individualPrice: kept.individualPrice,
          notes: kept.notes,
          cancellationNotes: kept.cancellationNotes,
          homeworkSupport: kept.homeworkSupport,
          sendEmail: kept.sendEmail,
        };
      },
    },
    options,
  );
}

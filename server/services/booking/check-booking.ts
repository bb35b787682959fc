import type { SchoolClock } from '../../../shared/model/school-time';
import type { BookingCheckInput, BookingCheckResult } from '../../../shared/model/booking';
import type { Database } from '../../db/database';
import type { Session } from '../auth/session';
import { assessBooking } from './assess-booking';

/**
 * `PUT /api/booking/check-booking`: the errors and warnings of spec 001 §8 for a booking the
 * caller is about to make or change. Nothing is stored. 404 for a service the caller may not
 * read, 403 for someone else's child or a switched-off area, 400 for a request that does not
 * fit the service (see assess-booking.ts).
 */
export async function checkBooking(
  db: Database,
  input: BookingCheckInput,
  { session, today }: { session: Session } & Pick<SchoolClock, 'today'>,
): Promise<BookingCheckResult> {
  const { result } = await assessBooking(
    db,
    { ...input, stopId: input.stopId ?? null },
    { session, today },
  );
  return result;
}

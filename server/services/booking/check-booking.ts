import type { BookingCheckInput, BookingCheckResult } from '../../../shared/model/booking';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import type { Session } from '../../http/env';
import { findReadableEvent } from '../event/read-event-detail';
import { loadBookingFacts } from './load-booking-facts';
import { participantOfCaller } from './participant-of-caller';
import { evaluateBooking } from './rules/evaluate-booking';

/**
 * `PUT /api/booking/check-booking`: the errors and warnings of spec 001 §8 for a booking the
 * caller is about to make or change. Nothing is stored. 404 for a service the caller may not
 * read, 403 for someone else's child.
 */
export async function checkBooking(
  db: Database,
  input: BookingCheckInput,
  { session, now }: { session: Session; now: Date },
): Promise<BookingCheckResult> {
  await participantOfCaller(db, session, input.participantId);
  if (!(await findReadableEvent(db, input.serviceId, session))) throw notFound();
  const { facts } = await loadBookingFacts(db, input, {
    today: now.toISOString().slice(0, 10),
  });
  return evaluateBooking(facts);
}

import { eq } from 'drizzle-orm';
import {
  BLOCKING_WARNING_KEYS,
  bookingCheckMessageId,
  type BookingCheckMessage,
  type CustomerBookingInput,
  type CustomerBookingResult,
} from '../../../shared/model/booking';
import { notBookableMessageId } from '../../../shared/model/event';
import type { Database } from '../../db/database';
import { bookingRecurrences, bookings, events } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import type { Session } from '../../http/env';
import { findSchoolYearInBookingPhase } from '../event/booking-phase';
import { notBookableReason } from '../event/check-bookable';
import { findReadableEvent } from '../event/read-event-detail';
import { mayRegister } from '../event/readable-by';
import { loadBookingFacts } from './load-booking-facts';
import { participantOfCaller } from './participant-of-caller';
import { evaluateBooking } from './rules/evaluate-booking';
import { calculatePrice } from './rules/price';

/** The status of every booking a customer makes (spec 001 §4.1), whatever the request says. */
export const CUSTOMER_BOOKING_STATUS = 'PENDING';

/** The refusal of a booking for its check findings: each one an issue named by its key. */
function refused(status: 400 | 409, findings: readonly BookingCheckMessage[]) {
  return new AppError(status, {
    message: bookingCheckMessageId(findings[0]!.key),
    issues: findings.map((finding) => ({
      path: finding.key,
      message: bookingCheckMessageId(finding.key),
    })),
  });
}

/**
 * `PUT /api/booking/customer`: books a child of the signed-in customer, always as PENDING.
 *
 * Everything happens in one transaction that first locks the service's row (`SELECT … FOR
 * UPDATE`), so bookings of one service are decided one after another: when many parents take
 * the last places at once, each sees the places the others took, and the service never goes
 * over its maximum unless a parent confirmed that warning.
 *
 * Refusals: 403 someone else's child or no register permission; 404 a service the caller may
 * not read; 400 the service is cancelled, over or not in its booking phase
 * (`booking.bookable.*`), or the check found errors or a blocking warning (issues named by the
 * keys); 409 a warning the customer has not confirmed (`confirmedWarnings`), such as a place
 * taken in the meantime.
 */
export async function bookForCustomer(
  db: Database,
  input: CustomerBookingInput,
  { session, now }: { session: Session; now: Date },
): Promise<CustomerBookingResult> {
  const today = now.toISOString().slice(0, 10);
  const customer = await participantOfCaller(db, session, input.participantId);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, input.serviceId))
      .for('update');
    if (!locked) throw notFound();
    const service = await findReadableEvent(tx, input.serviceId, session);
    if (!service) throw notFound();
    const [permitted, year] = await Promise.all([
      mayRegister(tx, service.id, session),
      findSchoolYearInBookingPhase(tx, now),
    ]);
    const reason = notBookableReason({
      event: service,
      mayRegister: permitted,
      bookingPhaseYearId: year?.id ?? null,
      today,
    });
    if (reason === 'notPermitted') throw forbidden();
    if (reason === 'canceled' || reason === 'ended' || reason === 'notInBookingPhase')
      throw new AppError(400, { message: notBookableMessageId(reason) });

    const { facts, recurrenceIds, serviceRecurrenceCount } = await loadBookingFacts(tx, input, {
      today,
    });
    const { errors, warnings } = evaluateBooking(facts);
    const blocking = warnings.filter((warning) =>
      (BLOCKING_WARNING_KEYS as readonly string[]).includes(warning.key),
    );
    if (errors.length > 0 || blocking.length > 0) throw refused(400, [...errors, ...blocking]);
    const unconfirmed = warnings.filter(
      (warning) => !input.confirmedWarnings.includes(warning.key),
    );
    if (unconfirmed.length > 0) throw refused(409, unconfirmed);

    const startDate =
      service.startDate !== null && service.startDate < today && (service.endDate ?? today) >= today
        ? today
        : service.startDate;
    // Some of the slots only (a camp's single days): priced per day.
    const singleDay = recurrenceIds.length < serviceRecurrenceCount;
    const { amount } = calculatePrice(service, {
      member: customer.hasMembership,
      singleDay,
      days: recurrenceIds.length,
    });
    const [booking] = await tx
      .insert(bookings)
      .values({
        participantId: input.participantId,
        eventId: service.id,
        bookingStatus: CUSTOMER_BOOKING_STATUS,
        startDate,
        endDate: service.endDate,
        registrationDate: today,
        price: amount,
        notes: input.notes || null,
      })
      .returning({ id: bookings.id });
    const bookingId = booking!.id;
    if (recurrenceIds.length > 0)
      await tx
        .insert(bookingRecurrences)
        .values(recurrenceIds.map((eventRecurrenceId) => ({ bookingId, eventRecurrenceId })));
    return { bookingId, serviceId: service.id, status: CUSTOMER_BOOKING_STATUS };
  });
}

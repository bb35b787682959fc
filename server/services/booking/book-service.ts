import type { SchoolClock } from '../../../shared/model/school-time';
import { eq } from 'drizzle-orm';
import {
  BLOCKING_WARNING_KEYS,
  bookingCheckMessageId,
  type BookingCheckMessage,
  type BookingWarningKey,
  type CustomerBookingResult,
} from '../../../shared/model/booking';
import { notBookableMessageId } from '../../../shared/model/event';
import type { Database, Transaction } from '../../db/database';
import { bookingRecurrences, bookings, events } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import type { Session } from '../auth/session';
import { areaClosed, closedAreaKey, readAreaSwitches } from '../event/area-switches';
import { findSchoolYearInBookingPhase } from '../event/booking-phase';
import { notBookableReason } from '../event/check-bookable';
import { findReadableEvent } from '../event/read-event-detail';
import { mayRegister } from '../event/readable-by';
import { actorOf } from '../history/history-actor';
import { recordHistory } from '../history/record-history';
import { assessBooking, type BookingRequest } from './assess-booking';
import { BOOKING_MONEY, bookingSnapshot } from './booking-snapshot';
import { bookingPrice } from './rules/price';
import { nextWaitingPosition } from './waiting-list/offer-places';
import { mailBookingChange } from '../email/booking-change-mails';
import type { WithBookingMail } from '../email/booking-mails';

/**
 * The status of a customer's booking (spec 001 §4.1), whatever the request says: a request the
 * office decides — or, for a full service whose warning the parent confirmed, a place on its
 * waiting list (issue 23.5), which fills itself as places free.
 */
export const CUSTOMER_BOOKING_STATUS = 'PENDING';

/** A customer's booking: the request plus what the customer agreed to and noted. */
export interface CustomerBookingRequest extends Omit<BookingRequest, 'id' | 'participantId'> {
  /** The participant, or a function finding it inside the booking's transaction. */
  participantId: number | ((tx: Transaction) => Promise<number>);
  confirmedWarnings: readonly BookingWarningKey[];
  notes?: string | null;
}

/** The refusal of a booking for its check findings: each one an issue named by its key. */
export function refused(status: 400 | 409, findings: readonly BookingCheckMessage[]) {
  return new AppError(status, {
    message: bookingCheckMessageId(findings[0]!.key),
    // With the values its text names (the other service, the deadline): a batch shows them.
    issues: findings.map((finding) => ({
      path: finding.key,
      message: bookingCheckMessageId(finding.key),
      ...(finding.values ? { values: finding.values } : {}),
    })),
  });
}

/**
 * Books a service for the signed-in customer, always as PENDING: the common path of
 * `PUT /api/booking/customer`, the childminding registration and a parent activity.
 *
 * Everything happens in one transaction that first locks the service's row (`SELECT … FOR
 * UPDATE`), so bookings of one service are decided one after another: when many parents take
 * the last places at once, each sees the places the others took, and the service never goes
 * over its maximum unless a parent confirmed that warning.
 *
 * Refusals: 403 someone else's child, no register permission or a switched-off area
 * (`booking.notOffered.<area>`, `childminding.outsourced`); 404 a service the caller may not
 * read; 400 the service is cancelled, over or not in its booking phase (`booking.bookable.*`),
 * a request that does not fit the service (issues with `booking.*` keys), or check errors or
 * a blocking warning (issues named by the keys); 409 a warning the customer has not confirmed
 * (`confirmedWarnings`), such as a place taken in the meantime.
 */
export async function bookService(
  db: Database,
  request: CustomerBookingRequest,
  { session, now, today, mail }: { session: Session } & SchoolClock & WithBookingMail,
): Promise<CustomerBookingResult> {
  const switches = await readAreaSwitches(db);
  return db.transaction(async (tx) => {
    const participantId =
      typeof request.participantId === 'number'
        ? request.participantId
        : await request.participantId(tx);
    const [locked] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, request.serviceId))
      .for('update');
    if (!locked) throw notFound();
    const service = await findReadableEvent(tx, request.serviceId, session);
    if (!service) throw notFound();
    const closed = closedAreaKey(service.businessArea, switches);
    if (closed) throw areaClosed(closed);
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

    const assessed = await assessBooking(
      tx,
      { ...request, participantId },
      { session, today, switches },
    );
    const { errors, warnings } = assessed.result;
    const blocking = warnings.filter((warning) =>
      (BLOCKING_WARNING_KEYS as readonly string[]).includes(warning.key),
    );
    if (errors.length > 0 || blocking.length > 0) throw refused(400, [...errors, ...blocking]);
    const unconfirmed = warnings.filter(
      (warning) => !request.confirmedWarnings.includes(warning.key),
    );
    if (unconfirmed.length > 0) throw refused(409, unconfirmed);

    const { participant, stop, schoolStop, chosen, partial, dates } = assessed;
    const { amount } = bookingPrice(service, {
      member: participant?.hasMembership ?? false,
      stop,
      chosen,
      partial,
    });
    const bus = stop !== null;
    const full = warnings.some((warning) => warning.key === 'noEventCapacityLeft');
    const status = full ? 'WAITING_LIST' : CUSTOMER_BOOKING_STATUS;
    const [booking] = await tx
      .insert(bookings)
      .values({
        participantId,
        eventId: service.id,
        bookingStatus: status,
        waitingPosition: full ? await nextWaitingPosition(tx, service.id) : null,
        startDate: dates.startDate,
        endDate: dates.endDate,
        registrationDate: today,
        price: amount,
        notes: request.notes || null,
        // Inbound the child gets on at the stop and off at the school; outbound the reverse.
        startStopId: bus ? (service.inbound ? stop.stopId : (schoolStop?.stopId ?? null)) : null,
        destinationStopId: bus
          ? service.inbound
            ? (schoolStop?.stopId ?? null)
            : stop.stopId
          : null,
        // Childminding hands the child to the parent who booked (as the demo data does).
        escortPersonId:
          service.businessArea === 'CHILDMINDING' ? (participant?.customerPersonId ?? null) : null,
      })
      .returning({ id: bookings.id });
    const bookingId = booking!.id;
    if (chosen.length > 0)
      await tx
        .insert(bookingRecurrences)
        .values(chosen.map((slot) => ({ bookingId, eventRecurrenceId: slot.id })));
    // The parent's request opens the booking's history (issue 18), as the office's save does.
    await recordHistory(tx, {
      entity: 'booking',
      id: bookingId,
      before: null,
      after: await bookingSnapshot(tx, bookingId),
      actor: actorOf(session, now),
      money: BOOKING_MONEY,
    });
    // The family's "request received" (issue 20.6), stored with the booking or not at all.
    await mailBookingChange(tx, { mails: [{ bookingId, kind: 'received' }] }, mail);
    return { bookingId, serviceId: service.id, status };
  });
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { CAPACITY_STATUSES } from '../../../shared/model/booking';
import { INCONSISTENCY_ISSUES } from '../../../shared/model/inconsistency';
import type { Database, Transaction } from '../../db/database';
import { bookings, events } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { cancelEventIn, type CancelEventOptions } from '../event/cancel-event';

/** The service's row, locked as every booking save locks it, and its place-holding bookings. */
export async function lockService(tx: Transaction, eventId: number) {
  const [service] = await tx
    .select({
      id: events.id,
      schoolYearId: events.schoolYearId,
      maximumNumber: events.maximumNumber,
      minimumNumber: events.minimumNumber,
      registrationDeadline: events.registrationDeadline,
      canceledAt: events.canceledAt,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!service) throw notFound();
  const [held] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(eq(bookings.eventId, eventId), inArray(bookings.bookingStatus, [...CAPACITY_STATUSES])),
    );
  return { ...service, taken: Number(held!.taken) };
}

const bumpVersion = { version: sql`${events.version} + 1` };

/**
 * `PUT /api/event/adjust-event-max/{id}` (EVENT_MAX): the maximum becomes the number of
 * place-holding bookings, so every child booked keeps the place. 409 when the service is not
 * over its maximum: lowering a maximum below the bookings is what this must never do.
 */
export async function adjustEventMax(db: Database, eventId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const service = await lockService(tx, eventId);
    if (service.maximumNumber === null || service.taken <= service.maximumNumber)
      throw conflict(INCONSISTENCY_ISSUES.maximumBelowBookings);
    await tx
      .update(events)
      .set({ maximumNumber: service.taken, ...bumpVersion })
      .where(eq(events.id, eventId));
  });
}

/**
 * `PUT /api/event/adjust-event-min/{id}` (EVENT_MIN): the minimum comes down to the number of
 * place-holding bookings: the service runs with the children it has. 409 when it is not below.
 */
export async function adjustEventMin(db: Database, eventId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const service = await lockService(tx, eventId);
    if (service.taken >= service.minimumNumber) throw conflict(INCONSISTENCY_ISSUES.notFound);
    await tx
      .update(events)
      .set({ minimumNumber: service.taken, ...bumpVersion })
      .where(eq(events.id, eventId));
  });
}

/**
 * `PUT /api/event/cancel-event/{id}` (EVENT_MIN): the service is cancelled and so is every
 * booking still on (accepted, pending, waiting) with its history entry and the families' "service
 * cancelled" mail, as the service dialog's cancel does (event/cancel-event.ts), in one transaction. It resolves too few bookings after the
 * registration deadline: 409 when the service is cancelled already or has no such inconsistency
 * (a service is cancelled for other reasons in its own dialog, not by an id alone).
 */
export async function cancelEvent(
  db: Database,
  eventId: number,
  options: CancelEventOptions,
): Promise<void> {
  await db.transaction(async (tx) => {
    const service = await lockService(tx, eventId);
    if (service.canceledAt !== null) throw conflict(INCONSISTENCY_ISSUES.canceled);
    const tooFew =
      service.registrationDeadline !== null &&
      service.registrationDeadline < options.today &&
      service.taken < service.minimumNumber;
    if (!tooFew) throw conflict(INCONSISTENCY_ISSUES.notFound);
    // The office's one way to cancel a service: its bookings end and the families are told.
    await cancelEventIn(tx, eventId, true, options);
  });
}

import { and, desc, eq, inArray } from 'drizzle-orm';
import { CAPACITY_STATUSES } from '../../../shared/model/booking';
import type { BookingCancelled } from '../../../shared/model/booking-record';
import {
  INCONSISTENCY_ISSUES,
  type CancelByInconsistency,
  type LocationCollisionAcceptance,
} from '../../../shared/model/inconsistency';
import type { Database } from '../../db/database';
import { acceptedLocationCollisions, bookings, events } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { cancelOfficeBooking } from '../booking/office/cancel-office-booking';
import type { HistoryActor } from '../history/record-history';
import { inconsistencyQuery, selectRows, type InconsistencyRow } from './inconsistency-sql';

/** Whether the service has the inconsistency of `type` with `otherId` (and the child) now. */
async function hasPair(
  db: Database,
  eventId: number,
  match: (row: InconsistencyRow) => boolean,
  today: string,
): Promise<boolean> {
  const rows = await selectRows<InconsistencyRow>(db, inconsistencyQuery({ eventId }, today));
  return rows.some(match);
}

/**
 * `PUT /api/booking/cancel-by-inconsistency` (PARTICIPANT_TIMESLOT): the child's place-holding
 * booking of `eventId` is cancelled, since it collides with their booking of `collisionId`. 404
 * for an unknown service or no such booking; 409 when the two do not collide (any more). The
 * office's cancel (rule, history, notify flag) in one transaction with the lookup.
 */
export async function cancelByInconsistency(
  db: Database,
  input: CancelByInconsistency,
  { today, actor }: { today: string; actor: HistoryActor },
): Promise<BookingCancelled> {
  return db.transaction(async (tx) => {
    const services = await tx
      .select({ id: events.id })
      .from(events)
      .where(inArray(events.id, [input.eventId, input.collisionId]));
    if (services.length !== new Set([input.eventId, input.collisionId]).size) throw notFound();
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.eventId, input.eventId),
          eq(bookings.participantId, input.participantId),
          inArray(bookings.bookingStatus, [...CAPACITY_STATUSES]),
        ),
      )
      .orderBy(desc(bookings.id))
      .limit(1)
      .for('update');
    if (!booking) throw notFound();
    const collides = await hasPair(
      tx,
      input.eventId,
      (row) =>
        row.type === 'PARTICIPANT_TIMESLOT' &&
        row.otherId === input.collisionId &&
        row.participantId === input.participantId,
      today,
    );
    if (!collides) throw conflict(INCONSISTENCY_ISSUES.noCollision);
    return cancelOfficeBooking(
      tx,
      { id: booking.id, version: null, notes: null, immediately: false, sendEmail: true },
      { today, actor },
    );
  });
}

/**
 * `PUT /api/inconsistency/location-collision` (LOCATION_COLLISION): the office allows the two
 * services to share their room at the same time (a hall for two groups); the pair is stored and
 * no longer reported. 404 for an unknown service, 409 when they do not collide.
 */
export async function acceptLocationCollision(
  db: Database,
  input: LocationCollisionAcceptance,
  today: string,
): Promise<void> {
  const [a, b] = [input.event.id, input.collision.id].sort((x, y) => x - y) as [number, number];
  await db.transaction(async (tx) => {
    const services = await tx
      .select({ id: events.id })
      .from(events)
      .where(inArray(events.id, [a, b]));
    if (a === b || services.length !== 2) throw notFound();
    const collides = await hasPair(
      tx,
      a,
      (row) => row.type === 'LOCATION_COLLISION' && row.otherId === b,
      today,
    );
    if (!collides) throw conflict(INCONSISTENCY_ISSUES.noCollision);
    await tx
      .insert(acceptedLocationCollisions)
      .values({ eventId: a, otherEventId: b })
      .onConflictDoNothing();
  });
}

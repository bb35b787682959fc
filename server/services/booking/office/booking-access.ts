import { eq } from 'drizzle-orm';
import { can } from '../../../../shared/access/capabilities';
import type { Reader } from '../../../db/database';
import { bookings, customers, events, participants } from '../../../db/schema';
import { forbidden, notFound } from '../../../errors';
import type { Session } from '../../auth/session';
import { taughtBy } from '../../event/instructor-access';

/** How the caller reaches one booking: the office, the child's family, the service's instructor. */
export type BookingReach = 'office' | 'family' | 'instructor';

/** The booking's row as the access check reads it. */
export interface BookingAccess {
  id: number;
  eventId: number;
  participantId: number;
  reach: BookingReach;
}

/**
 * The `ownRecords` check of one booking (404 first, then 403): `booking.manage` any booking,
 * a parent (`participant.own`) their own family's, a staff member (`participant.staff`) the
 * bookings of a service they teach. One query: the row, whose family it is and whether the
 * caller teaches its service.
 */
export async function ensureMayReachBooking(
  db: Reader,
  session: Session,
  bookingId: number,
): Promise<BookingAccess> {
  const [row] = await db
    .select({
      id: bookings.id,
      eventId: bookings.eventId,
      participantId: bookings.participantId,
      familyPersonId: customers.personId,
      taught: taughtBy(db, session.personId).mapWith(Boolean),
    })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(customers, eq(customers.id, participants.customerId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw notFound();
  const base = { id: row.id, eventId: row.eventId, participantId: row.participantId };
  if (can(session, 'booking.manage')) return { ...base, reach: 'office' };
  if (can(session, 'participant.own') && row.familyPersonId === session.personId)
    return { ...base, reach: 'family' };
  if (can(session, 'participant.staff') && row.taught) return { ...base, reach: 'instructor' };
  throw forbidden();
}

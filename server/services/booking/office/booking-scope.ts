import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { can } from '../../../../shared/access/capabilities';
import type { Reader } from '../../../db/database';
import { customers, events, participants } from '../../../db/schema';
import { forbidden, notFound } from '../../../errors';
import type { Session } from '../../auth/session';
import { taughtBy } from '../../event/instructor-access';

/**
 * SQL condition on `participants`: the child belongs to the family of `personId` — under a
 * customer record whose parent or spouse that person is (a guardian with a customer record
 * too), or the participant is that person (a PARTICIPANT's own login, a parent's own record).
 */
export function ofFamily(db: Reader, personId: number): SQL {
  return or(
    inArray(
      participants.customerId,
      db
        .select({ id: customers.id })
        .from(customers)
        .where(or(eq(customers.personId, personId), eq(customers.spousePersonId, personId))),
    ),
    eq(participants.personId, personId),
  )!;
}

/**
 * The condition on the booking list's rows (`participants` and `events` joined) for what the
 * caller may read: nothing for `booking.read.any`; else their family's bookings and, for staff
 * (`event.staff`), the bookings of the services they teach.
 */
export function bookingScope(db: Reader, session: Session): SQL | undefined {
  if (can(session, 'booking.read.any')) return undefined;
  return or(
    ofFamily(db, session.personId),
    can(session, 'event.staff') ? taughtBy(db, session.personId) : undefined,
  );
}

/**
 * 404 for an unknown child or service, then 403 unless the caller may read the child's
 * bookings of the service (the `ownRecords` check of `GET /api/booking`, guessed ids too).
 */
export async function ensureMayReadBookingsOf(
  db: Reader,
  session: Session,
  participantId: number,
  serviceId: number,
): Promise<void> {
  const [child] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.id, participantId));
  const [service] = await db.select({ id: events.id }).from(events).where(eq(events.id, serviceId));
  if (!child || !service) throw notFound();
  if (can(session, 'booking.read.any')) return;
  const [allowed] = await db
    .select({ id: participants.id })
    .from(participants)
    .innerJoin(events, eq(events.id, serviceId))
    .where(and(eq(participants.id, participantId), bookingScope(db, session)));
  if (!allowed) throw forbidden();
}

import { and, eq, exists, sql } from 'drizzle-orm';
import { can } from '../../../../shared/access/capabilities';
import type { Reader } from '../../../db/database';
import { bookings, events, participants } from '../../../db/schema';
import { forbidden, notFound } from '../../../errors';
import type { Session } from '../../auth/session';
import { findCustomerOfPerson } from '../../customer/find-customer';
import { taughtBy } from '../../event/instructor-access';

/** The participant's row as the access checks read it. */
export interface ParticipantAccess {
  id: number;
  personId: number;
  customerId: number | null;
}

async function rowOf(db: Reader, participantId: number): Promise<ParticipantAccess> {
  const [row] = await db
    .select({
      id: participants.id,
      personId: participants.personId,
      customerId: participants.customerId,
    })
    .from(participants)
    .where(eq(participants.id, participantId));
  if (!row) throw notFound();
  return row;
}

/** Whether the child is a child of the caller's own customer record. */
async function isOwnFamily(db: Reader, session: Session, row: ParticipantAccess) {
  if (!can(session, 'participant.own') || row.customerId === null) return false;
  const own = await findCustomerOfPerson(db, session.personId);
  return own?.id === row.customerId;
}

/** SQL condition on `participants`: booked on a service the instructor of `personId` teaches. */
export function bookedWithInstructor(db: Reader, personId: number) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(and(eq(bookings.participantId, participants.id), taughtBy(db, personId))),
  );
}

/**
 * The `ownRecords` check of a read of one child (404 first, then 403): `participant.manage.any`
 * anyone's, a parent their own family's, an instructor a child booked on a service they teach.
 */
export async function ensureMayReadParticipant(
  db: Reader,
  session: Session,
  participantId: number,
): Promise<ParticipantAccess> {
  const row = await rowOf(db, participantId);
  if (can(session, 'participant.manage.any')) return row;
  if (await isOwnFamily(db, session, row)) return row;
  if (can(session, 'participant.staff')) {
    const [taught] = await db
      .select({ id: participants.id })
      .from(participants)
      .where(and(eq(participants.id, participantId), bookedWithInstructor(db, session.personId)));
    if (taught) return row;
  }
  throw forbidden();
}

/** The check of a change of one child: `participant.manage.any`, or the parent's own family. */
export async function ensureMayChangeParticipant(
  db: Reader,
  session: Session,
  participantId: number,
): Promise<ParticipantAccess> {
  const row = await rowOf(db, participantId);
  if (can(session, 'participant.manage.any') || (await isOwnFamily(db, session, row))) return row;
  throw forbidden();
}

import { and, eq, exists, sql } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import type { Reader } from '../../db/database';
import { eventInstructors, events, instructors } from '../../db/schema';
import { forbidden } from '../../errors';
import type { Session } from '../auth/session';

/** The instructor record of a signed-in person, or null for someone who teaches nothing. */
export async function instructorIdOf(db: Reader, personId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(eq(instructors.personId, personId));
  return row?.id ?? null;
}

/** SQL condition on `events`: the service is taught by the instructor of `personId`. */
export function taughtBy(db: Reader, personId: number) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(eventInstructors)
      .innerJoin(instructors, eq(instructors.id, eventInstructors.instructorId))
      .where(and(eq(eventInstructors.eventId, events.id), eq(instructors.personId, personId))),
  );
}

/**
 * The `ownRecords` check of the office's service reads: with `event.read.any` any service,
 * otherwise (an instructor) only one they teach, else 403. Call it after the 404 check:
 * existence comes before ownership (server/README.md).
 */
export async function ensureMayReadEvent(db: Reader, session: Session, eventId: number) {
  if (can(session, 'event.read.any')) return;
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), taughtBy(db, session.personId)));
  if (!row) throw forbidden();
}

/** The same for an instructor's records: `event.read.any`, or the caller's own instructor id. */
export async function ensureMayReadInstructor(db: Reader, session: Session, instructorId: number) {
  if (can(session, 'event.read.any')) return;
  if ((await instructorIdOf(db, session.personId)) !== instructorId) throw forbidden();
}

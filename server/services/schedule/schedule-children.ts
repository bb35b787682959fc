import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import type { ScheduleChild } from '../../../shared/model/schedule';
import type { Reader } from '../../db/database';
import { customers, participantPersons, participants, persons } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { Session } from '../auth/session';
import { familyOf } from '../person/family-scope';

/**
 * The children whose week a caller sees: their family's (as customer or spouse; not a parent's
 * own record for parent activities) and those they are linked to as pick-up person — all a
 * guardian has. Null when `participant.manage.any` reaches every child.
 */
async function childrenOf(db: Reader, session: Session): Promise<SQL> {
  const { customerId } = await familyOf(db, session.personId);
  return or(
    customerId === null
      ? undefined
      : and(
          eq(participants.customerId, customerId),
          ne(
            participants.personId,
            db
              .select({ personId: customers.personId })
              .from(customers)
              .where(eq(customers.id, customerId)),
          ),
        ),
    inArray(
      participants.id,
      db
        .select({ id: participantPersons.participantId })
        .from(participantPersons)
        .where(eq(participantPersons.personId, session.personId)),
    ),
  )!;
}

const childColumns = {
  id: participants.id,
  givenName: persons.givenName,
  familyName: persons.familyName,
};

/** The caller's children (see {@link childrenOf}), by given name. */
export async function listScheduleChildren(db: Reader, session: Session): Promise<ScheduleChild[]> {
  return db
    .select(childColumns)
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(await childrenOf(db, session))
    .orderBy(asc(persons.givenName), asc(persons.familyName), asc(participants.id));
}

/**
 * The child `participantId` when the caller may see their week: 404 unknown, 403 another
 * family's child (a guessed id), `participant.manage.any` any child. With `parentsOnly` a
 * guardian's link does not count (the calendar link is the parents' to make).
 */
export async function scheduleChild(
  db: Reader,
  session: Session,
  participantId: number,
  { parentsOnly = false }: { parentsOnly?: boolean } = {},
): Promise<ScheduleChild> {
  const [child] = await db
    .select(childColumns)
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(eq(participants.id, participantId));
  if (!child) throw notFound();
  if (can(session, 'participant.manage.any')) return child;
  const [mine] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.id, participantId), await childrenOf(db, session)));
  if (!mine) throw forbidden();
  if (parentsOnly) {
    const { customerId } = await familyOf(db, session.personId);
    const [own] = await db
      .select({ id: participants.id })
      .from(participants)
      .where(
        and(
          eq(participants.id, participantId),
          customerId === null ? undefined : eq(participants.customerId, customerId),
        ),
      );
    if (!own || customerId === null) throw forbidden();
  }
  return child;
}

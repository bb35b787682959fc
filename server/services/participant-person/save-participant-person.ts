import { and, eq, sql } from 'drizzle-orm';
import type { ParticipantPersonRow } from '../../../shared/model/participant-person';
import {
  DEFAULT_COORDINATOR_TYPE,
  isCoordinator,
  PARTICIPANT_PERSON_KEYS,
  type ParticipantPersonInput,
} from '../../../shared/rules/participant-person';
import type { Gender } from '../../../shared/model/enums';
import type { Database, Transaction } from '../../db/database';
import { participantPersons } from '../../db/schema';
import { forbidden, invalidInput, notFound, staleVersion } from '../../errors';
import { recordHistory, type HistoryActor } from '../history/record-history';
import { isFamilyPerson, type FamilyScope } from '../person/family-scope';
import { writePerson } from '../person/save-person';
import { participantPersonSnapshot } from './participant-person-snapshot';
import { participantOf, readParticipantPerson } from './read-participant-persons';

const refuse = (
  path: string,
  message: (typeof PARTICIPANT_PERSON_KEYS)[keyof typeof PARTICIPANT_PERSON_KEYS],
) => invalidInput([{ path, message }], message);

/** The columns of a link for its role: a relationship, or a coordinator type with grades. */
function roleColumns(input: ParticipantPersonInput) {
  return isCoordinator(input.role)
    ? { participantPersonType: input.role, relationship: null, grades: input.grades }
    : { participantPersonType: DEFAULT_COORDINATOR_TYPE, relationship: input.role, grades: [] };
}

/**
 * Checks the caller may link to this child and this person: a customer (`family` given) only
 * their own children and their family's persons — 403 otherwise, whether the id exists or not,
 * so guessing ids teaches nothing. An unknown child is 400 on its field for ADMIN.
 */
async function checkReach(
  tx: Transaction,
  input: ParticipantPersonInput,
  family: FamilyScope | null,
) {
  const child = await participantOf(tx, input.participantId);
  if (
    family !== null &&
    (child === null || child.customerId !== family.customerId || family.customerId === null)
  )
    throw forbidden();
  if (child === null) throw refuse('participantId', PARTICIPANT_PERSON_KEYS.participant);
  if (input.personId !== null) {
    if (family !== null && !(await isFamilyPerson(tx, family, input.personId))) throw forbidden();
    if (input.personId === child.personId) throw refuse('personId', PARTICIPANT_PERSON_KEYS.self);
  }
  return child;
}

/** The link's person: the one chosen, or the new one from the nested guardian dialog. */
async function personIdOf(tx: Transaction, input: ParticipantPersonInput): Promise<number> {
  if (input.personId !== null) return input.personId;
  const person = input.person!;
  return writePerson(tx, { ...person, gender: person.gender as Gender, id: null });
}

/** Whether the person is linked to the child already (another link than `exceptId`). */
async function alreadyLinked(
  tx: Transaction,
  participantId: number,
  personId: number,
  exceptId: number | null,
) {
  const [row] = await tx
    .select({ id: participantPersons.id })
    .from(participantPersons)
    .where(
      and(
        eq(participantPersons.participantId, participantId),
        eq(participantPersons.personId, personId),
      ),
    );
  return row !== undefined && row.id !== exceptId;
}

/** Writes the link's history row last in `tx` (issue 17.8): before and after as people read them. */
export async function recordLinkHistory(
  tx: Transaction,
  id: number,
  before: Awaited<ReturnType<typeof participantPersonSnapshot>>,
  actor: HistoryActor,
) {
  await recordHistory(tx, {
    entity: 'participantPerson',
    id,
    before,
    after: (await participantPersonSnapshot(tx, id)) ?? {},
    actor,
  });
}

/**
 * `PUT /api/participantPerson`: creates or updates a link in one transaction (a new person
 * included), its history row with it. `family` is the customer's scope, null for ADMIN.
 */
export async function saveParticipantPerson(
  db: Database,
  input: ParticipantPersonInput,
  family: FamilyScope | null,
  actor: HistoryActor,
): Promise<ParticipantPersonRow> {
  const id = await db.transaction(async (tx) => {
    const existingId = input.id ?? null;
    if (existingId !== null) {
      const current = await readParticipantPerson(tx, existingId);
      if (family !== null && (current === null || current.customerId !== family.customerId))
        throw forbidden();
      if (current === null) throw notFound();
    }
    await checkReach(tx, input, family);
    const personId = await personIdOf(tx, input);
    if (await alreadyLinked(tx, input.participantId, personId, existingId))
      throw refuse('personId', PARTICIPANT_PERSON_KEYS.linked);
    const columns = { participantId: input.participantId, personId, ...roleColumns(input) };
    if (existingId === null) {
      const [row] = await tx
        .insert(participantPersons)
        .values(columns)
        .returning({ id: participantPersons.id });
      const created = (row as { id: number }).id;
      await recordLinkHistory(tx, created, null, actor);
      return created;
    }
    const before = await participantPersonSnapshot(tx, existingId);
    const updated = await tx
      .update(participantPersons)
      .set({ ...columns, version: sql`${participantPersons.version} + 1` })
      .where(
        and(
          eq(participantPersons.id, existingId),
          eq(participantPersons.version, input.version ?? -1),
        ),
      )
      .returning({ id: participantPersons.id });
    if (updated.length === 0) throw staleVersion();
    await recordLinkHistory(tx, existingId, before, actor);
    return existingId;
  });
  const { customerId: _customerId, ...row } = (await readParticipantPerson(db, id))!;
  return row;
}

/**
 * `DELETE /api/participantPerson/{id}`: unlinks; the person and the child stay (so do the
 * child's bookings). 403 for another family's link, 404 for none. The link's history keeps
 * the unlinking: every field goes empty, in the same transaction.
 */
export async function deleteParticipantPerson(
  db: Database,
  id: number,
  family: FamilyScope | null,
  actor: HistoryActor,
) {
  await db.transaction(async (tx) => {
    const current = await readParticipantPerson(tx, id);
    if (family !== null && (current === null || current.customerId !== family.customerId))
      throw forbidden();
    if (current === null) throw notFound();
    const before = await participantPersonSnapshot(tx, id);
    await tx.delete(participantPersons).where(eq(participantPersons.id, id));
    await recordLinkHistory(tx, id, before, actor);
  });
  return { id };
}

import { and, eq, sql } from 'drizzle-orm';
import type { InstructorSaved } from '../../../shared/model/instructor';
import type { InstructorInput } from '../../../shared/rules/instructor';
import type { Database, Transaction } from '../../db/database';
import { instructorBusinessAreas, instructors, persons } from '../../db/schema';
import { conflict, notFound, staleVersion } from '../../errors';
import { personSnapshot, PICTURE_FIELD } from '../history/person-snapshot';
import { recordHistory, type HistoryActor, type HistorySnapshot } from '../history/record-history';
import { writePerson, type PersonImage, type PersonInput } from '../person/save-person';

/** The person as the person writer takes it: empty optional texts stored as NULL. */
const personInputOf = (person: InstructorInput['person'], id: number | null): PersonInput => ({
  ...person,
  id,
  notes: person.notes || null,
});

/** Replaces the business areas of an instructor: the dialog always sends the full set. */
async function replaceBusinessAreas(tx: Transaction, instructorId: number, input: InstructorInput) {
  await tx
    .delete(instructorBusinessAreas)
    .where(eq(instructorBusinessAreas.instructorId, instructorId));
  const areas = [...new Set(input.businessAreaSet)];
  if (areas.length > 0)
    await tx
      .insert(instructorBusinessAreas)
      .values(areas.map((businessArea) => ({ instructorId, businessArea })));
}

/** An update: the instructor's version must match, the person is theirs whatever was sent. */
async function updateInstructor(
  tx: Transaction,
  id: number,
  input: InstructorInput,
  image: PersonImage | undefined,
) {
  const [current] = await tx
    .select({ personId: instructors.personId })
    .from(instructors)
    .where(eq(instructors.id, id));
  if (!current) throw notFound();
  await writePerson(tx, personInputOf(input.person, current.personId), image);
  // Checked after the person on purpose: a stale instructor undoes the person's write too.
  const bumped = await tx
    .update(instructors)
    .set({ version: sql`${instructors.version} + 1` })
    .where(and(eq(instructors.id, id), eq(instructors.version, input.version ?? -1)))
    .returning({ id: instructors.id });
  if (bumped.length === 0) throw staleVersion();
  await replaceBusinessAreas(tx, id, input);
  return id;
}

/** A new instructor: a new person, or a person already known (a parent who also teaches). */
async function createInstructor(
  tx: Transaction,
  input: InstructorInput,
  image: PersonImage | undefined,
) {
  const knownPerson = input.person.id ?? null;
  if (knownPerson !== null) {
    const [already] = await tx
      .select({ id: instructors.id })
      .from(instructors)
      .where(eq(instructors.personId, knownPerson));
    if (already) throw conflict();
  }
  const personId = await writePerson(tx, personInputOf(input.person, knownPerson), image);
  const [row] = await tx.insert(instructors).values({ personId }).returning({ id: instructors.id });
  const id = (row as { id: number }).id;
  await replaceBusinessAreas(tx, id, input);
  return id;
}

/** The person the save will write: the instructor's, the known one sent, or none yet (null). */
async function personBeforeSave(tx: Transaction, input: InstructorInput): Promise<number | null> {
  if (input.id === undefined || input.id === null) return input.person.id ?? null;
  const [row] = await tx
    .select({ personId: instructors.personId })
    .from(instructors)
    .where(eq(instructors.id, input.id));
  return row?.personId ?? null;
}

/** The person's history row for an instructor's save (issue 17.8): the instructor is a person. */
async function recordPersonHistory(
  tx: Transaction,
  instructorId: number,
  before: { personId: number | null; snapshot: HistorySnapshot },
  actor: HistoryActor,
) {
  const [row] = await tx
    .select({ personId: instructors.personId })
    .from(instructors)
    .where(eq(instructors.id, instructorId));
  const personId = (row as { personId: number }).personId;
  await recordHistory(tx, {
    entity: 'person',
    id: personId,
    before: before.personId === null ? null : before.snapshot,
    after: await personSnapshot(tx, personId),
    actor,
    pictures: [PICTURE_FIELD],
  });
}

/**
 * `PUT /api/instructor`: creates (no `id`) or updates an instructor in ONE transaction — the
 * instructor row, the person with contacts, addresses and languages, the picture, the business
 * areas — so a failure anywhere (a stale version, a picture the database refuses) leaves
 * nothing behind. 409 when the instructor's or the person's version is stale. The person's
 * changes go to the person's history (`actor` saved them) in the same transaction.
 */
export async function saveInstructor(
  db: Database,
  input: InstructorInput,
  actor: HistoryActor,
  image?: PersonImage,
): Promise<InstructorSaved> {
  const id = await db.transaction(async (tx) => {
    const personId = await personBeforeSave(tx, input);
    const snapshot = await personSnapshot(tx, personId);
    const id =
      input.id === undefined || input.id === null
        ? await createInstructor(tx, input, image)
        : await updateInstructor(tx, input.id, input, image);
    await recordPersonHistory(tx, id, { personId, snapshot }, actor);
    return id;
  });
  const [saved] = await db
    .select({ id: instructors.id, givenName: persons.givenName, familyName: persons.familyName })
    .from(instructors)
    .innerJoin(persons, eq(persons.id, instructors.personId))
    .where(eq(instructors.id, id));
  return saved as InstructorSaved;
}

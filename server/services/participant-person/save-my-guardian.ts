import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MyGuardian } from '../../../shared/model/my-guardian';
import { MY_GUARDIAN_KEYS, type MyGuardianInput } from '../../../shared/rules/my-guardian';
import { PARTICIPANT_PERSON_KEYS } from '../../../shared/rules/participant-person';
import type { Database, Transaction } from '../../db/database';
import { contacts, participantPersons, participants, persons } from '../../db/schema';
import { forbidden, invalidInput, staleVersion } from '../../errors';
import { personSnapshot } from '../history/person-snapshot';
import { recordHistory, type HistoryActor } from '../history/record-history';
import type { FamilyScope } from '../person/family-scope';
import { participantPersonSnapshot } from './participant-person-snapshot';
import { familyPickUpLinks, PHONE_KINDS, readFamilyGuardian } from './read-my-guardians';
import { recordLinkHistory } from './save-participant-person';

/** The family's customer id; a caller without one keeps no pick-up persons (403). */
function customerOf(family: FamilyScope): number {
  if (family.customerId === null) throw forbidden();
  return family.customerId;
}

/** 403 unless every child named is one of the family's (unknown ids alike). */
async function checkChildren(tx: Transaction, customerId: number, ids: number[]) {
  const found = await tx
    .select({ id: participants.id })
    .from(participants)
    .where(
      and(
        inArray(participants.id, ids),
        eq(participants.customerId, customerId),
        eq(participants.isCustomerPerson, false),
      ),
    );
  if (found.length !== ids.length) throw forbidden();
}

/** Writes the phone into the person's first phone contact (the one the register shows). */
async function writePhone(tx: Transaction, personId: number, phone: string) {
  const [first] = await tx
    .select({ id: contacts.id, value: contacts.value })
    .from(contacts)
    .where(and(eq(contacts.personId, personId), inArray(contacts.contactType, [...PHONE_KINDS])))
    .orderBy(
      sql`array_position(array['${sql.raw(PHONE_KINDS.join("','"))}']::contact_type[], ${contacts.contactType})`,
      asc(contacts.id),
    )
    .limit(1);
  if (!first) {
    await tx.insert(contacts).values({ personId, contactType: 'MOBILE', value: phone });
  } else if (first.value !== phone) {
    await tx
      .update(contacts)
      .set({ value: phone, version: sql`${contacts.version} + 1` })
      .where(eq(contacts.id, first.id));
  }
}

/**
 * Makes the person's pick-up links to the family's children what `input` says: links to
 * children no longer named go, new ones come, the others take the relationship. Each change
 * goes into the link's history. A coordinator's link to a child named is the office's: 400.
 */
async function writeLinks(
  tx: Transaction,
  customerId: number,
  personId: number,
  input: MyGuardianInput,
  actor: HistoryActor,
) {
  const current = await familyPickUpLinks(tx, customerId, [personId]);
  const wanted = new Set(input.participantIds);
  for (const link of current.filter((l) => !wanted.has(l.child.id))) {
    const before = await participantPersonSnapshot(tx, link.linkId);
    await tx.delete(participantPersons).where(eq(participantPersons.id, link.linkId));
    await recordLinkHistory(tx, link.linkId, before, actor);
  }
  for (const link of current.filter((l) => wanted.has(l.child.id))) {
    if (link.relationship === input.relationship) continue;
    const before = await participantPersonSnapshot(tx, link.linkId);
    await tx
      .update(participantPersons)
      .set({ relationship: input.relationship, version: sql`${participantPersons.version} + 1` })
      .where(eq(participantPersons.id, link.linkId));
    await recordLinkHistory(tx, link.linkId, before, actor);
  }
  const have = new Set(current.map((link) => link.child.id));
  const added = input.participantIds.filter((id) => !have.has(id));
  if (added.length === 0) return;
  const taken = await tx
    .select({ id: participantPersons.id })
    .from(participantPersons)
    .where(
      and(
        eq(participantPersons.personId, personId),
        inArray(participantPersons.participantId, added),
      ),
    );
  if (taken.length > 0)
    throw invalidInput(
      [{ path: 'participantIds', message: PARTICIPANT_PERSON_KEYS.linked }],
      PARTICIPANT_PERSON_KEYS.linked,
    );
  const rows = await tx
    .insert(participantPersons)
    .values(
      added.map((participantId) => ({
        participantId,
        personId,
        relationship: input.relationship,
      })),
    )
    .returning({ id: participantPersons.id });
  for (const row of rows) await recordLinkHistory(tx, row.id, null, actor);
}

/** Name and phone of a stored pick-up person; 400 when they change and the person is shared. */
async function updatePerson(
  tx: Transaction,
  customerId: number,
  personId: number,
  input: MyGuardianInput,
  actor: HistoryActor,
) {
  const stored = await readFamilyGuardian(tx, customerId, personId);
  if (!stored) throw forbidden();
  const [locked] = await tx
    .select({ version: persons.version })
    .from(persons)
    .where(eq(persons.id, personId))
    .for('update');
  if (input.version === null || locked!.version !== input.version) throw staleVersion();
  const changed =
    stored.givenName !== input.givenName ||
    stored.familyName !== input.familyName ||
    stored.phone !== input.phone;
  if (changed && !stored.editable)
    throw invalidInput(
      [{ path: 'givenName', message: MY_GUARDIAN_KEYS.notEditable }],
      MY_GUARDIAN_KEYS.notEditable,
    );
  const before = changed ? await personSnapshot(tx, personId) : null;
  // The version moves on with every save, so a second tab's older form is refused (409).
  await tx
    .update(persons)
    .set({
      givenName: input.givenName,
      familyName: input.familyName,
      version: sql`${persons.version} + 1`,
    })
    .where(eq(persons.id, personId));
  if (!changed) return;
  await writePhone(tx, personId, input.phone);
  await recordHistory(tx, {
    entity: 'person',
    id: personId,
    before,
    after: await personSnapshot(tx, personId),
    actor,
  });
}

/**
 * `POST`/`PUT …/myGuardians`: creates the person (no `id`) or updates a pick-up person of the
 * family, and their links to the children named, in one transaction. 403 for a child or person
 * that is not the family's, whether the id exists or not; 409 for a stale version.
 */
export async function saveMyGuardian(
  db: Database,
  input: MyGuardianInput,
  family: FamilyScope,
  actor: HistoryActor,
): Promise<MyGuardian> {
  const customerId = customerOf(family);
  const personId = await db.transaction(async (tx) => {
    await checkChildren(tx, customerId, input.participantIds);
    let id = input.id;
    if (id === null) {
      const [row] = await tx
        .insert(persons)
        .values({ givenName: input.givenName, familyName: input.familyName })
        .returning({ id: persons.id });
      id = row!.id;
      await tx.insert(contacts).values({ personId: id, contactType: 'MOBILE', value: input.phone });
      await recordHistory(tx, {
        entity: 'person',
        id,
        before: null,
        after: await personSnapshot(tx, id),
        actor,
      });
    } else {
      await updatePerson(tx, customerId, id, input, actor);
    }
    await writeLinks(tx, customerId, id, input, actor);
    return id;
  });
  return (await readFamilyGuardian(db, customerId, personId))!;
}

/**
 * `DELETE …/myGuardians?toDelete=`: unlinks each person from the family's children (the
 * persons stay, as the office's unlinking keeps them). All or nothing: 403 when one id is no
 * pick-up person of the family.
 */
export async function deleteMyGuardians(
  db: Database,
  ids: number[],
  family: FamilyScope,
  actor: HistoryActor,
): Promise<{ deleted: number[] }> {
  const customerId = customerOf(family);
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const links = await familyPickUpLinks(tx, customerId, unique);
    if (new Set(links.map((link) => link.personId)).size !== unique.length) throw forbidden();
    for (const link of links) {
      const before = await participantPersonSnapshot(tx, link.linkId);
      await tx.delete(participantPersons).where(eq(participantPersons.id, link.linkId));
      await recordLinkHistory(tx, link.linkId, before, actor);
    }
  });
  return { deleted: unique };
}

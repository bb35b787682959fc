import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { MyGuardian, MyGuardianChild, MyGuardians } from '../../../shared/model/my-guardian';
import type { RelationshipType } from '../../../shared/model/enums';
import type { Reader } from '../../db/database';
import { contacts, participantPersons, participants, persons, users } from '../../db/schema';
import type { FamilyScope } from '../person/family-scope';

/** The parents themselves: never listed as pick-up persons (spec 002 §3, the shorter list). */
export const PARENT_RELATIONSHIPS: RelationshipType[] = ['PARENT_CUSTOMER', 'PARENT_SPOUSE'];

/** The phone the register shows (read-contacts.ts): the first of these kinds, mobile first. */
export const PHONE_KINDS = ['MOBILE', 'PHONE', 'MOBILE_BUSINESS', 'PHONE_BUSINESS'] as const;

/** The family's children (not the parent's own record for parent activities), by name. */
export async function familyChildren(db: Reader, customerId: number): Promise<MyGuardianChild[]> {
  return db
    .select({ id: participants.id, givenName: persons.givenName, familyName: persons.familyName })
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(and(eq(participants.customerId, customerId), eq(participants.isCustomerPerson, false)))
    .orderBy(asc(persons.givenName), asc(persons.familyName), asc(participants.id));
}

/** A pick-up link: a relationship other than the parents' (a coordinator has none). */
const isPickUpLink = and(
  isNotNull(participantPersons.relationship),
  notInArray(participantPersons.relationship, PARENT_RELATIONSHIPS),
);

/** One link of a pick-up person to a child, with both names. */
interface LinkRow {
  linkId: number;
  personId: number;
  relationship: RelationshipType | null;
  child: MyGuardianChild;
}

async function pickUpLinks(db: Reader, where: ReturnType<typeof and>): Promise<LinkRow[]> {
  return db
    .select({
      linkId: participantPersons.id,
      personId: participantPersons.personId,
      relationship: participantPersons.relationship,
      child: {
        id: participants.id,
        givenName: persons.givenName,
        familyName: persons.familyName,
      },
    })
    .from(participantPersons)
    .innerJoin(participants, eq(participants.id, participantPersons.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(where)
    .orderBy(asc(participantPersons.id));
}

/** The links of the family's children to pick-up persons (all of them, or of `personIds`). */
export function familyPickUpLinks(db: Reader, customerId: number, personIds?: number[]) {
  return pickUpLinks(
    db,
    and(
      eq(participants.customerId, customerId),
      isPickUpLink,
      personIds ? inArray(participantPersons.personId, personIds) : undefined,
    ),
  );
}

/**
 * The persons behind `links`, each once in the order first linked, with name, phone, version
 * and whether the family may change their name and phone ({@link MyGuardian.editable}).
 */
async function guardiansOf(
  db: Reader,
  links: LinkRow[],
  customerId: number | null,
): Promise<MyGuardian[]> {
  const ids = [...new Set(links.map((link) => link.personId))];
  if (ids.length === 0) return [];
  const kinds = sql.raw(`array['${PHONE_KINDS.join("','")}']::contact_type[]`);
  // Qualified: in a one-table select drizzle writes a column bare, which the subqueries share.
  const personId = sql`${persons}.id`;
  const rows = await db
    .select({
      id: persons.id,
      version: persons.version,
      givenName: persons.givenName,
      familyName: persons.familyName,
      phone: sql<string | null>`(select c.value from ${contacts} c
        where c.person_id = ${personId} and c.contact_type = any(${kinds})
        order by array_position(${kinds}, c.contact_type), c.id limit 1)`,
      hasLogin: sql<boolean>`exists (select 1 from ${users} u where u.person_id = ${personId})`,
      elsewhere: sql<boolean>`exists (select 1 from ${participantPersons} l
        join ${participants} p on p.id = l.participant_id
        where l.person_id = ${personId}
          and p.customer_id is distinct from ${customerId}::integer)`,
    })
    .from(persons)
    .where(inArray(persons.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    const mine = links.filter((link) => link.personId === id);
    return {
      id,
      version: row.version,
      givenName: row.givenName,
      familyName: row.familyName,
      phone: row.phone,
      relationship: mine[0]?.relationship ?? null,
      children: mine.map((link) => link.child),
      editable: customerId !== null && !row.hasLogin && !row.elsewhere,
    };
  });
}

/** The family's pick-up persons (a parent's `GET …/myGuardians`). */
export async function readFamilyGuardians(db: Reader, family: FamilyScope): Promise<MyGuardians> {
  if (family.customerId === null) return { guardians: [], children: [], mayEdit: true };
  const [children, links] = await Promise.all([
    familyChildren(db, family.customerId),
    familyPickUpLinks(db, family.customerId),
  ]);
  return { guardians: await guardiansOf(db, links, family.customerId), children, mayEdit: true };
}

/** One pick-up person of the family, or null when `personId` is none of theirs. */
export async function readFamilyGuardian(
  db: Reader,
  customerId: number,
  personId: number,
): Promise<MyGuardian | null> {
  const links = await familyPickUpLinks(db, customerId, [personId]);
  const [guardian] = await guardiansOf(db, links, customerId);
  return guardian ?? null;
}

/**
 * A guardian's `GET …/myGuardians`: only the children their own person is linked to, and only
 * themselves as the pick-up person — nothing of the families' other persons.
 */
export async function readOwnLinks(db: Reader, personId: number): Promise<MyGuardians> {
  const links = await pickUpLinks(db, and(eq(participantPersons.personId, personId)));
  const guardians = await guardiansOf(db, links, null);
  return { guardians, children: links.map((link) => link.child), mayEdit: false };
}

import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListAnswer } from '../../../shared/model/list';
import type {
  NamedPerson,
  ParticipantPersonChoices,
  ParticipantPersonListQuery,
  ParticipantPersonRow,
} from '../../../shared/model/participant-person';
import type { ParticipantPersonRole } from '../../../shared/rules/participant-person';
import type { Database, Reader } from '../../db/database';
import { listPage, searchCondition } from '../../db/list-query';
import { participantPersons, participants, persons } from '../../db/schema';
import { inFamily, type FamilyScope } from '../person/family-scope';

const child = alias(persons, 'child');
const linked = alias(persons, 'linked');

/** A person's id, names and e-mail from `persons` or one of its aliases. */
const named = <
  T extends {
    id: AnyPgColumn;
    givenName: AnyPgColumn;
    familyName: AnyPgColumn;
    email: AnyPgColumn;
  },
>(
  table: T,
) => ({
  id: table.id,
  givenName: table.givenName,
  familyName: table.familyName,
  email: table.email,
});

/** The link's role: its relationship (a pick-up person), else its coordinator type. */
const roleOf = sql<ParticipantPersonRole>`coalesce(${participantPersons.relationship}::text,
  ${participantPersons.participantPersonType}::text)`;

/** The links with both persons, as rows of {@link ParticipantPersonRow}. */
function selectRows(db: Reader) {
  return db
    .select({
      id: participantPersons.id,
      version: participantPersons.version,
      participantId: participantPersons.participantId,
      participant: named(child),
      person: named(linked),
      role: roleOf,
      grades: participantPersons.grades,
    })
    .from(participantPersons)
    .innerJoin(participants, eq(participants.id, participantPersons.participantId))
    .innerJoin(child, eq(child.id, participants.personId))
    .innerJoin(linked, eq(linked.id, participantPersons.personId))
    .$dynamic();
}

/** Only the links of the family's children, for a customer; nothing to add for ADMIN. */
const ofFamily = (family: FamilyScope | null): SQL | undefined =>
  family === null
    ? undefined
    : family.customerId === null
      ? sql`false`
      : eq(participants.customerId, family.customerId);

/** `GET /api/participantPerson/`: a page of the links, searched in both persons' names. */
export function listParticipantPersonPage(
  db: Database,
  query: ParticipantPersonListQuery,
  family: FamilyScope | null,
): Promise<ListAnswer<ParticipantPersonRow>> {
  const page = listPage(db, selectRows(db), query, {
    orderColumns: {
      participant: sql`${child.familyName} || ' ' || ${child.givenName}`,
      person: sql`${linked.familyName} || ' ' || ${linked.givenName}`,
      role: roleOf,
    },
    id: participantPersons.id,
    where: ofFamily(family),
    searchColumns: [
      sql`${child.givenName} || ' ' || ${child.familyName}`,
      sql`${linked.givenName} || ' ' || ${linked.familyName}`,
      linked.email,
    ],
    withTotal: true,
  });
  return page as Promise<ListAnswer<ParticipantPersonRow>>;
}

/** One link with the child's customer (the caller checks the family), or null. */
export async function readParticipantPerson(
  db: Reader,
  id: number,
): Promise<(ParticipantPersonRow & { customerId: number | null }) | null> {
  const [row] = await db
    .select({
      id: participantPersons.id,
      version: participantPersons.version,
      participantId: participantPersons.participantId,
      customerId: participants.customerId,
      participant: named(child),
      person: named(linked),
      role: roleOf,
      grades: participantPersons.grades,
    })
    .from(participantPersons)
    .innerJoin(participants, eq(participants.id, participantPersons.participantId))
    .innerJoin(child, eq(child.id, participants.personId))
    .innerJoin(linked, eq(linked.id, participantPersons.personId))
    .where(eq(participantPersons.id, id));
  return (row as (ParticipantPersonRow & { customerId: number | null }) | undefined) ?? null;
}

const CHOICES = 20;

/**
 * `GET /api/participantPerson/choices`: up to 20 children and 20 persons matching `search`
 * (names, e-mail), the family's only for a customer. Children are named by their person; their
 * `id` is the participant's.
 */
export async function listChoices(
  db: Reader,
  search: string,
  family: FamilyScope | null,
): Promise<ParticipantPersonChoices> {
  const childSearch = searchCondition(search, [
    sql`${persons.givenName} || ' ' || ${persons.familyName}`,
    sql`${persons.familyName} || ' ' || ${persons.givenName}`,
  ]);
  const [children, people] = await Promise.all([
    db
      .select({ ...named(persons), id: participants.id })
      .from(participants)
      .innerJoin(persons, eq(persons.id, participants.personId))
      .where(and(childSearch, ofFamily(family)))
      .orderBy(asc(persons.familyName), asc(persons.givenName), asc(participants.id))
      .limit(CHOICES),
    db
      .select(named(persons))
      .from(persons)
      .where(
        and(
          searchCondition(search, [
            sql`${persons.givenName} || ' ' || ${persons.familyName}`,
            sql`${persons.familyName} || ' ' || ${persons.givenName}`,
            persons.email,
          ]),
          family ? inFamily(family) : undefined,
        ),
      )
      .orderBy(asc(persons.familyName), asc(persons.givenName), asc(persons.id))
      .limit(CHOICES),
  ]);
  return { participants: children as NamedPerson[], persons: people };
}

/** A child's id, person and customer, or null when there is no such participant. */
export async function participantOf(db: Reader, participantId: number) {
  const [row] = await db
    .select({
      id: participants.id,
      personId: participants.personId,
      customerId: participants.customerId,
    })
    .from(participants)
    .where(eq(participants.id, participantId));
  return row ?? null;
}

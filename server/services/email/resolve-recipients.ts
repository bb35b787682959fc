import { eq, inArray } from 'drizzle-orm';
import type {
  EmailPersonType,
  EmailRecipient,
  TemplateLanguage,
} from '../../../shared/model/email';
import type { Gender } from '../../../shared/model/enums';
import { EMAIL_PATTERN } from '../../../shared/rules/email';
import type { Reader } from '../../db/database';
import {
  customers,
  instructors,
  participants,
  personLanguages,
  persons,
  users,
} from '../../db/schema';

/** A recipient with what rendering needs: the person who reads the mail and the family. */
export interface ResolvedRecipient extends EmailRecipient {
  /** The person the mail is addressed to (for a participant: the family's customer). */
  personId: number;
  givenName: string;
  familyName: string;
  gender: Gender | null;
  /** The family's customer, for the family's wildcards. */
  customerId: number | null;
}

interface Row {
  id: number;
  personId: number;
  givenName: string;
  familyName: string;
  gender: Gender | null;
  email: string | null;
  customerId: number | null;
  /** The name the recipient table shows (a participant's own name). */
  listedGiven?: string;
  listedFamily?: string;
}

const personColumns = {
  personId: persons.id,
  givenName: persons.givenName,
  familyName: persons.familyName,
  gender: persons.gender,
  email: persons.email,
};

/** The rows of one person type: the record's person, its address and its family. */
async function rowsOf(db: Reader, type: EmailPersonType, ids: number[]): Promise<Row[]> {
  switch (type) {
    case 'PERSON':
      return (
        await db
          .select({ id: persons.id, ...personColumns, customerId: customers.id })
          .from(persons)
          .leftJoin(customers, eq(customers.personId, persons.id))
          .where(inArray(persons.id, ids))
      ).map((row) => row);
    case 'USER':
      return (
        await db
          .select({ id: users.id, ...personColumns, login: users.login, customerId: customers.id })
          .from(users)
          .innerJoin(persons, eq(persons.id, users.personId))
          .leftJoin(customers, eq(customers.personId, persons.id))
          .where(inArray(users.id, ids))
      ).map(({ login, ...row }) => ({ ...row, email: login }));
    case 'CUSTOMER':
      return db
        .select({ id: customers.id, ...personColumns, customerId: customers.id })
        .from(customers)
        .innerJoin(persons, eq(persons.id, customers.personId))
        .where(inArray(customers.id, ids));
    case 'INSTRUCTOR':
      return db
        .select({ id: instructors.id, ...personColumns, customerId: customers.id })
        .from(instructors)
        .innerJoin(persons, eq(persons.id, instructors.personId))
        .leftJoin(customers, eq(customers.personId, persons.id))
        .where(inArray(instructors.id, ids));
    case 'PARTICIPANT': {
      // A child has no mailbox: the mail goes to the family's customer, the table names the child.
      const children = await db
        .select({
          id: participants.id,
          customerId: participants.customerId,
          listedGiven: persons.givenName,
          listedFamily: persons.familyName,
        })
        .from(participants)
        .innerJoin(persons, eq(persons.id, participants.personId))
        .where(inArray(participants.id, ids));
      const parentIds = children.flatMap((child) => (child.customerId ? [child.customerId] : []));
      const parents = new Map(
        (parentIds.length
          ? await db
              .select({ customerId: customers.id, ...personColumns })
              .from(customers)
              .innerJoin(persons, eq(persons.id, customers.personId))
              .where(inArray(customers.id, parentIds))
          : []
        ).map((parent) => [parent.customerId, parent]),
      );
      return children.flatMap((child) => {
        const parent = child.customerId ? parents.get(child.customerId) : undefined;
        return parent
          ? [
              {
                ...parent,
                id: child.id,
                listedGiven: child.listedGiven,
                listedFamily: child.listedFamily,
              },
            ]
          : [];
      });
    }
  }
}

/** The language each person reads: English or German as spoken, else the school's default. */
export async function languagesOf(db: Reader, personIds: number[], fallback: TemplateLanguage) {
  const spoken = new Map<number, Set<string>>();
  if (personIds.length > 0) {
    const rows = await db
      .select()
      .from(personLanguages)
      .where(inArray(personLanguages.personId, personIds));
    for (const row of rows)
      spoken.set(row.personId, (spoken.get(row.personId) ?? new Set()).add(row.language));
  }
  return (personId: number): TemplateLanguage => {
    const languages = spoken.get(personId);
    if (languages?.has('EN')) return 'EN';
    if (languages?.has('DE')) return 'DE';
    return fallback;
  };
}

/**
 * The recipients as the composer lists them, in the order given; a reference to no record (or a
 * child without a family) is left out. `valid` when the address looks like an e-mail (spec 002
 * §5: an invalid one is marked and never written to); `rightType` when the template is for it.
 */
export async function resolveRecipients(
  db: Reader,
  refs: readonly { id: number; type: EmailPersonType }[],
  { types, fallback }: { types: readonly EmailPersonType[]; fallback: TemplateLanguage },
): Promise<ResolvedRecipient[]> {
  const byType = new Map<EmailPersonType, number[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  const found = new Map<string, Row>();
  for (const [type, ids] of byType) {
    // inArray takes at most a few thousand parameters comfortably; the composition is capped.
    for (const row of await rowsOf(db, type, [...new Set(ids)]))
      found.set(`${type}:${row.id}`, row);
  }
  const languageOf = await languagesOf(
    db,
    [...new Set([...found.values()].map((row) => row.personId))],
    fallback,
  );
  const seen = new Set<string>();
  return refs.flatMap(({ id, type }) => {
    const key = `${type}:${id}`;
    const row = found.get(key);
    if (!row || seen.has(key)) return [];
    seen.add(key);
    const email = (row.email ?? '').trim();
    return [
      {
        id,
        type,
        name: `${row.listedFamily ?? row.familyName}, ${row.listedGiven ?? row.givenName}`,
        email,
        valid: EMAIL_PATTERN.test(email),
        language: languageOf(row.personId),
        rightType: types.includes(type),
        personId: row.personId,
        givenName: row.givenName,
        familyName: row.familyName,
        gender: row.gender,
        customerId: row.customerId,
      },
    ];
  });
}

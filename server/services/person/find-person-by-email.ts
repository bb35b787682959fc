import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/model/enums';
import type { PersonWithRoles } from '../../../shared/model/customer';
import { persons, userRoles, users } from '../../db/schema';
import { readPerson } from './read-person';
import type { Reader } from '../../db/database';

/**
 * The id of the person whose e-mail matches case-insensitively, or null. E-mails are not unique
 * (spec 001: duplicates only warn), so the oldest person wins, which keeps the answer stable.
 */
export async function findPersonIdByEmail(db: Reader, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    // Matches the expression index persons_email_lower_idx.
    .where(eq(sql`lower(${persons.email})`, email.trim().toLowerCase()))
    .orderBy(asc(persons.id))
    .limit(1);
  return row?.id ?? null;
}

/** The oldest person other than `exceptId` with that e-mail (case-insensitive), or null. */
export async function findOtherPersonByEmail(
  db: Reader,
  email: string,
  exceptId: number | null,
): Promise<{ id: number; givenName: string; familyName: string } | null> {
  const sameMail = eq(sql`lower(${persons.email})`, email.trim().toLowerCase());
  const [row] = await db
    .select({ id: persons.id, givenName: persons.givenName, familyName: persons.familyName })
    .from(persons)
    .where(exceptId === null ? sameMail : and(sameMail, ne(persons.id, exceptId)))
    .orderBy(asc(persons.id))
    .limit(1);
  return row ?? null;
}

export interface FindPersonByEmailOptions {
  /** Add the roles of the person's user account (none without an account). */
  includeRoles?: boolean;
}

/** The person with that e-mail (case-insensitive), optionally with the roles of their user. */
export async function findPersonByEmail(
  db: Reader,
  email: string,
  { includeRoles = false }: FindPersonByEmailOptions = {},
): Promise<PersonWithRoles | null> {
  const id = await findPersonIdByEmail(db, email);
  const person = id === null ? null : await readPerson(db, id);
  if (!person || !includeRoles) return person;
  const rows = await db
    .select({ role: userRoles.role })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.personId, person.id));
  return { ...person, roles: rows.map((row) => row.role as Role) };
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { BasketEntry } from '../../../shared/model/basket';
import type { Reader } from '../../db/database';
import { basketEntries, customers, persons, users } from '../../db/schema';

/** The person behind an entry: a customer's person, the person itself, or a user's person. */
const personOfEntry = sql`case ${basketEntries.type}
  when 'CUSTOMER' then ${customers.personId}
  when 'USER' then ${users.personId}
  else ${basketEntries.entityId} end`;

/**
 * The user's basket, oldest entry first, each with the name ('family, given') and e-mail of its
 * record as they are now (a user's e-mail is the login). An entry whose record is gone (no
 * foreign key: `type` decides the table) is left out by the inner join.
 */
export async function listBasket(db: Reader, ownerUserId: number): Promise<BasketEntry[]> {
  const rows = await db
    .select({
      id: basketEntries.entityId,
      type: basketEntries.type,
      givenName: persons.givenName,
      familyName: persons.familyName,
      personEmail: persons.email,
      login: users.login,
    })
    .from(basketEntries)
    .leftJoin(
      customers,
      and(eq(basketEntries.type, 'CUSTOMER'), eq(customers.id, basketEntries.entityId)),
    )
    .leftJoin(users, and(eq(basketEntries.type, 'USER'), eq(users.id, basketEntries.entityId)))
    .innerJoin(persons, eq(persons.id, personOfEntry))
    .where(eq(basketEntries.ownerUserId, ownerUserId))
    .orderBy(asc(basketEntries.createdAt), asc(basketEntries.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: `${row.familyName}, ${row.givenName}`,
    email: (row.type === 'USER' ? row.login : row.personEmail) ?? '',
  }));
}

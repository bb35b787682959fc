import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Reader } from '../../db/database';
import { customers, persons } from '../../db/schema';

/**
 * Whose persons a caller without `person.read.any` reaches: their family's, found from their
 * own person as the customer or the spouse. A person without a customer record (a guardian)
 * has a family of one: themselves.
 */
export interface FamilyScope {
  personId: number;
  /** The customer whose family it is, or null (then only the caller's own person). */
  customerId: number | null;
}

/** The family of `personId` (see {@link FamilyScope}). */
export async function familyOf(db: Reader, personId: number): Promise<FamilyScope> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(or(eq(customers.personId, personId), eq(customers.spousePersonId, personId)))
    .limit(1);
  return { personId, customerId: row?.id ?? null };
}

/**
 * The ids of the family's persons as a subquery: the customer, the spouse, the children and the
 * persons linked to the children (pick-up persons, coordinators), and the caller.
 */
export function familyPersonIds({ personId, customerId }: FamilyScope): SQL {
  if (customerId === null) return sql`select ${personId}::integer`;
  return sql`select ${personId}::integer
    union select person_id from customers where id = ${customerId}
    union select spouse_person_id from customers
      where id = ${customerId} and spouse_person_id is not null
    union select person_id from participants where customer_id = ${customerId}
    union select link.person_id from participant_persons link
      join participants child on child.id = link.participant_id
      where child.customer_id = ${customerId}`;
}

/** The condition "persons.id is one of the family's". */
export const inFamily = (scope: FamilyScope): SQL =>
  sql`${persons.id} in (${familyPersonIds(scope)})`;

/** Whether person `id` belongs to the family. */
export async function isFamilyPerson(db: Reader, scope: FamilyScope, id: number) {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.id, id), inFamily(scope)));
  return row !== undefined;
}

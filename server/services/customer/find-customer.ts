import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import type { Reader } from '../../db/database';

/** A customer row as the customer services read it. */
export type CustomerRow = typeof customers.$inferSelect;

/** The customer record of a person (the paying parent), or null when the person is none. */
export async function findCustomerOfPerson(
  db: Reader,
  personId: number,
): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.personId, personId));
  return row ?? null;
}

/** A customer by id, or null. */
export async function findCustomerById(db: Reader, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

import { asc, eq, sql } from 'drizzle-orm';
import type { CustomerExists } from '../../../shared/model/customer';
import { customers, persons } from '../../db/schema';
import type { Reader } from '../../db/database';

/** Whether a customer's own person has that e-mail (case-insensitive), and which customer. */
export async function findCustomerByEmail(db: Reader, email: string): Promise<CustomerExists> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(eq(sql`lower(${persons.email})`, email.trim().toLowerCase()))
    .orderBy(asc(customers.id))
    .limit(1);
  return row ? { exists: true, customerId: row.id } : { exists: false };
}

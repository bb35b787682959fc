import { and, eq, sql } from 'drizzle-orm';
import type { SpouseInput, SpouseSaved } from '../../../shared/model/customer';
import type { Database } from '../../db/database';
import { contacts, customers, persons } from '../../db/schema';
import { staleVersion } from '../../errors';
import { readPerson } from '../person/read-person';
import type { CustomerRow } from './find-customer';
import { findCustomerById } from './find-customer';

/**
 * Saves or clears a customer's spouse (the spouse panel of the person form). `version` is the
 * customer's; a stale one throws 409 before anything is written. The spouse's phone contacts
 * are replaced as a whole; clearing only unlinks the spouse person, who may still be a
 * participant's guardian.
 */
export async function updateSpouse(
  db: Database,
  customer: CustomerRow,
  spouse: SpouseInput | null,
  version: number,
): Promise<SpouseSaved> {
  await db.transaction(async (tx) => {
    let spousePersonId: number | null = null;
    if (spouse) {
      const columns = {
        givenName: spouse.givenName,
        familyName: spouse.familyName,
        title: spouse.title || null,
        gender: spouse.gender,
        email: spouse.email?.trim() || null,
        birthday: spouse.birthday || null,
      };
      if (customer.spousePersonId === null) {
        const [row] = await tx.insert(persons).values(columns).returning({ id: persons.id });
        spousePersonId = (row as { id: number }).id;
      } else {
        spousePersonId = customer.spousePersonId;
        await tx
          .update(persons)
          .set({ ...columns, version: sql`${persons.version} + 1` })
          .where(eq(persons.id, spousePersonId));
        await tx.delete(contacts).where(eq(contacts.personId, spousePersonId));
      }
      const contactRows = (spouse.contactSet ?? [])
        .filter((contact) => contact.value !== '')
        .map(({ contactType, value }) => ({
          personId: spousePersonId as number,
          contactType,
          value,
        }));
      if (contactRows.length > 0) await tx.insert(contacts).values(contactRows);
    }
    const updated = await tx
      .update(customers)
      .set({ spousePersonId, version: sql`${customers.version} + 1` })
      .where(and(eq(customers.id, customer.id), eq(customers.version, version)))
      .returning({ id: customers.id });
    // Thrown inside the transaction, so the spouse person written above is rolled back too.
    if (updated.length === 0) throw staleVersion();
  });
  const saved = (await findCustomerById(db, customer.id)) as CustomerRow;
  return {
    spouse: saved.spousePersonId === null ? null : await readPerson(db, saved.spousePersonId),
    version: saved.version,
  };
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { CustomerPayment, PaymentUpdate } from '../../../shared/model/customer';
import type { Database } from '../../db/database';
import { addresses, customers, persons } from '../../db/schema';
import { staleVersion } from '../../errors';
import { normalizeBic, normalizeIban } from './check-payment';
import { findCustomerOfPerson } from './find-customer';
import { paymentOf } from './read-payment';

export interface UpdatePaymentOptions {
  /** yyyy-MM-dd, the signature date of a new SEPA mandate. */
  today: string;
}

/**
 * Saves a customer's bank data and SEPA mandate in one transaction; `version` must be the
 * customer's current one (0 when no customer record exists yet, which creates it). A new mandate
 * is recorded when none exists or the account changed; the reference stays the customer's.
 * With `address`, the person's first address is replaced too.
 */
export async function updatePayment(
  db: Database,
  personId: number,
  update: PaymentUpdate,
  { today }: UpdatePaymentOptions,
): Promise<CustomerPayment> {
  const iban = normalizeIban(update.iban);
  const bic = normalizeBic(update.bic);
  await db.transaction(async (tx) => {
    const current = await findCustomerOfPerson(tx, personId);
    if ((current?.version ?? 0) !== update.version) throw staleVersion();
    const accountChanged = current?.iban !== iban || current?.bic !== bic;
    const mandate =
      update.hasAgreedSepa && (!current?.mandateId || accountChanged)
        ? { mandateId: current?.mandateId ?? `KB-M-P${personId}`, mandateDate: today }
        : {};
    const values = { iban, bic, bankName: update.bankName.trim(), ...mandate };
    if (!current) {
      const inserted = await tx
        .insert(customers)
        .values({ personId, ...values, version: 1 })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      // Another save created the record meanwhile: this one was made from a stale state.
      if (inserted.length === 0) throw staleVersion();
    } else {
      const updated = await tx
        .update(customers)
        .set({ ...values, version: sql`${customers.version} + 1` })
        .where(and(eq(customers.id, current.id), eq(customers.version, update.version)))
        .returning({ id: customers.id });
      if (updated.length === 0) throw staleVersion();
    }
    if (update.address) {
      const { street, zip, city, country } = update.address;
      const [first] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.personId, personId))
        .orderBy(asc(addresses.id))
        .limit(1);
      if (first) {
        await tx
          .update(addresses)
          .set({ street, zip, city, country, version: sql`${addresses.version} + 1` })
          .where(eq(addresses.id, first.id));
      } else {
        await tx.insert(addresses).values({ personId, street, zip, city, country });
      }
      // The person changed: a person form loaded before must not overwrite the new address.
      await tx
        .update(persons)
        .set({ version: sql`${persons.version} + 1` })
        .where(eq(persons.id, personId));
    }
  });
  return paymentOf(await findCustomerOfPerson(db, personId));
}

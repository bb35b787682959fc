import { eq } from 'drizzle-orm';
import type { MissingInformation, MissingInformationField } from '../../../shared/model/customer';
import { addresses } from '../../db/schema';
import { findCustomerOfPerson } from './find-customer';
import type { Reader } from '../../db/database';

/**
 * What the payment dialog must still ask a customer for (spec 000 §2 "Payment dialog"): an
 * address, IBAN, BIC, bank name and the SEPA mandate. A person without a customer record yet
 * lacks all bank data.
 */
export async function checkMissingInformation(
  db: Reader,
  personId: number,
): Promise<MissingInformation> {
  const customer = await findCustomerOfPerson(db, personId);
  const addressRows = await db.select().from(addresses).where(eq(addresses.personId, personId));
  const complete = addressRows.some(
    (row) => row.street !== '' && row.zip !== '' && row.city !== '' && row.country !== '',
  );
  const fields: MissingInformationField[] = [];
  if (!complete) fields.push('address');
  if (!customer?.iban) fields.push('iban');
  if (!customer?.bic) fields.push('bic');
  if (!customer?.bankName) fields.push('bankName');
  if (!customer?.mandateId || !customer.mandateDate) fields.push('sepaMandate');
  return { missing: fields.length > 0, fields };
}

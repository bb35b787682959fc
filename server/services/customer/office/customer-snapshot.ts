import { eq } from 'drizzle-orm';
import type { Reader } from '../../../db/database';
import { customers } from '../../../db/schema';
import { personSnapshot } from '../../history/person-snapshot';
import type { HistorySnapshot } from '../../history/record-history';
import { grantedDiscountNames } from './granted-discounts';

/** The picture keys (PICTURE_FIELD behind each prefix) of {@link customerSnapshot}, for `pictures`. */
export const CUSTOMER_PICTURES = ['person.picture', 'spouse.picture'];

/**
 * A customer's fields for the history (issue 17.8): the person's as `person.*`, the spouse's as
 * `spouse.*`, then membership, bank data (the IBAN is masked by `recordHistory`) and the
 * granted discounts by name.
 */
export async function customerSnapshot(db: Reader, id: number): Promise<HistorySnapshot> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) return {};
  return {
    ...(await personSnapshot(db, row.personId, 'person.')),
    ...(await personSnapshot(db, row.spousePersonId, 'spouse.')),
    hasMembership: row.hasMembership,
    membershipId: row.membershipId,
    bankName: row.bankName,
    iban: row.iban,
    bic: row.bic,
    mandateId: row.mandateId,
    mandateDate: row.mandateDate,
    grantedDiscounts: await grantedDiscountNames(db, id),
  };
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GrantableDiscount } from '../../../../shared/model/customer-office';
import { CUSTOMER_KEYS } from '../../../../shared/rules/customer-office';
import type { Reader, Transaction } from '../../../db/database';
import { customerDiscountModels, discountModels } from '../../../db/schema';
import { invalidInput } from '../../../errors';

/**
 * The discounts the office grants families (rule GRANTED: staff, hardship, on application), by
 * name. Sibling discounts are not granted: the invoices give them by the children themselves.
 */
export function listGrantableDiscounts(db: Reader): Promise<GrantableDiscount[]> {
  return db
    .select({
      id: discountModels.id,
      name: discountModels.name,
      percent: discountModels.percent,
      description: discountModels.description,
    })
    .from(discountModels)
    .where(eq(discountModels.rule, 'GRANTED'))
    .orderBy(asc(discountModels.name), asc(discountModels.id));
}

/** The ids of the discounts granted to the family, ascending. */
export async function readGrantedDiscountIds(db: Reader, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customerDiscountModels.discountModelId })
    .from(customerDiscountModels)
    .where(eq(customerDiscountModels.customerId, customerId))
    .orderBy(asc(customerDiscountModels.discountModelId));
  return rows.map((row) => row.id);
}

/**
 * Makes `ids` the family's granted discounts, in the caller's transaction. 400 on
 * `grantedDiscountIds` when one is not a GRANTED model; nothing is written then.
 */
export async function writeGrantedDiscounts(
  tx: Transaction,
  customerId: number,
  ids: readonly number[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length > 0) {
    const grantable = await tx
      .select({ id: discountModels.id })
      .from(discountModels)
      .where(and(inArray(discountModels.id, wanted), eq(discountModels.rule, 'GRANTED')));
    if (grantable.length !== wanted.length)
      throw invalidInput([
        { path: 'grantedDiscountIds', message: CUSTOMER_KEYS.discountNotGrantable },
      ]);
  }
  await tx.delete(customerDiscountModels).where(eq(customerDiscountModels.customerId, customerId));
  if (wanted.length > 0)
    await tx
      .insert(customerDiscountModels)
      .values(wanted.map((discountModelId) => ({ customerId, discountModelId })));
}

/** The granted discounts' names for the history, or null without any. */
export async function grantedDiscountNames(db: Reader, customerId: number): Promise<string | null> {
  const rows = await db
    .select({ name: discountModels.name })
    .from(customerDiscountModels)
    .innerJoin(discountModels, eq(discountModels.id, customerDiscountModels.discountModelId))
    .where(eq(customerDiscountModels.customerId, customerId))
    .orderBy(asc(discountModels.name));
  return rows.length === 0 ? null : rows.map((row) => row.name).join(', ');
}

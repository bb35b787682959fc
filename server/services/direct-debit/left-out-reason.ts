import type { LeftOutReason } from '../../../shared/model/direct-debit';
import {
  collectionProblem,
  type DirectDebitCollection,
} from '../../documents/sepa/direct-debit-xml';

/** A mandate not used for this many months has expired (EPC SDD Core rulebook 4.5.1). */
export const MANDATE_EXPIRY_MONTHS = 36;

/** `yyyy-MM-dd` moved by whole months back (day clamped to the month's end). */
function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(date, last.getUTCDate()));
  return target.toISOString().slice(0, 10);
}

/** The customer's stored bank data, as far as a collection needs it. */
export interface MandateData {
  iban: string | null;
  mandateId: string | null;
  mandateDate: string | null;
}

/**
 * Why this family cannot be collected from (null: it can): no mandate, no account, an IBAN or
 * mandate the file cannot carry, a name without Latin letters, or a mandate unused (since its
 * signature or its last collection) for {@link MANDATE_EXPIRY_MONTHS} months before the date.
 */
export function leftOutReason(
  data: MandateData,
  collection: DirectDebitCollection,
  lastCollected: string | undefined,
): LeftOutReason | null {
  if (!data.mandateId || !data.mandateDate) return 'NO_MANDATE';
  if (!data.iban) return 'NO_ACCOUNT';
  const problem = collectionProblem(collection);
  if (problem === 'IBAN') return 'INVALID_ACCOUNT';
  if (problem === 'MANDATE') return 'INVALID_MANDATE';
  if (problem === 'NAME') return 'NO_NAME';
  if (problem) throw new Error(`Collection ${collection.endToEndId}: ${problem}`);
  const lastUse = lastCollected ?? data.mandateDate;
  if (lastUse < monthsBefore(collection.collectionDate, MANDATE_EXPIRY_MONTHS))
    return 'MANDATE_EXPIRED';
  return null;
}

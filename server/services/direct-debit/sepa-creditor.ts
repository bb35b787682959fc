import type { SepaCreditor } from '../../documents/sepa/direct-debit-xml';
import type { Reader } from '../../db/database';
import { readConfiguration } from '../config/read-configuration';

/** The configuration's parameters by key. */
async function parameters(db: Reader): Promise<Map<string, string>> {
  return new Map((await readConfiguration(db)).map(({ key, value }) => [key, value]));
}

/** The configured SEPA creditor (`sepaCreditorName`, `…Iban`, `…Bic`, `…Id`); may be incomplete. */
export async function readSepaCreditor(db: Reader): Promise<SepaCreditor> {
  const values = await parameters(db);
  return {
    name: values.get('sepaCreditorName') ?? '',
    iban: values.get('sepaCreditorIban') ?? '',
    bic: values.get('sepaCreditorBic') || null,
    creditorId: values.get('sepaCreditorId') ?? '',
  };
}

/** The parents' association's fee in cents (0: none set) and its statement text. */
export async function readMembershipFee(db: Reader): Promise<{ cents: number; text: string }> {
  const values = await parameters(db);
  const cents = Number(values.get('membershipFeeCents') ?? '0');
  return {
    cents: Number.isSafeInteger(cents) && cents > 0 ? cents : 0,
    text: values.get('membershipFeeText') ?? '',
  };
}

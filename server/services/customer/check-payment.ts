import type { PaymentCheck, ValidatedPayment } from '../../../shared/model/customer';
import { isValidBic } from '../../../shared/rules/bic';
import { isValidIbanChecksum, normalizeIban as withoutSpaces } from '../../../shared/rules/iban';

/** The IBAN as it is stored and sent to the bank: without spaces, in capitals. */
export const normalizeIban = (iban: string) => withoutSpaces(iban).toUpperCase();

/** The BIC without spaces, in capitals. */
export const normalizeBic = (bic: string) => bic.replace(/\s+/g, '').toUpperCase();

/**
 * The server-side check of the payment dialog (spec 000 §4): each value normalised when valid
 * (IBAN by country format and mod-97 checksum, BIC by format and country), '' when not.
 */
export function checkPayment({ iban, bic }: PaymentCheck): ValidatedPayment {
  const cleanIban = normalizeIban(iban);
  const cleanBic = normalizeBic(bic);
  return {
    iban: isValidIbanChecksum(cleanIban) ? cleanIban : '',
    bic: isValidBic(cleanBic) ? cleanBic : '',
  };
}

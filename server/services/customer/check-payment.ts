import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { PaymentCheck, ValidatedPayment } from '../../../shared/model/customer';

/** The IBAN without spaces in capitals, as it is stored and sent to the bank. */
export const normalizeIban = (iban: string) => electronicFormatIBAN(iban) ?? '';

/** The BIC without spaces in capitals. */
export const normalizeBic = (bic: string) => bic.replace(/\s+/g, '').toUpperCase();

/**
 * The server-side check of the payment dialog (spec 000 §4): each value normalised when valid
 * (IBAN by its mod-97 checksum and country length, BIC by its format), '' when not.
 */
export function checkPayment({ iban, bic }: PaymentCheck): ValidatedPayment {
  const cleanIban = normalizeIban(iban);
  const cleanBic = normalizeBic(bic);
  return {
    iban: cleanIban !== '' && isValidIBAN(cleanIban) ? cleanIban : '',
    bic: cleanBic !== '' && isValidBIC(cleanBic) ? cleanBic : '',
  };
}

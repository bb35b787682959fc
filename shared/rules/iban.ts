import { isValidIBAN } from 'ibantools';
import * as v from 'valibot';
import { storableCharacters } from '../model/storable';

/** IBANs are at least 15 characters long (Norway) … */
export const MIN_IBAN_LENGTH = 15;
/** … and at most 34 (ISO 13616). */
export const MAX_IBAN_LENGTH = 34;

/**
 * The IBAN as it is sent: every whitespace removed. Case is kept on purpose — the rule asks
 * the user to type the country in capitals rather than fixing it silently.
 */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * The IBAN rule of spec 000 §5, applied after removing spaces (the output is the normalised
 * IBAN): at least 15 characters, at most 34, beginning with two capital letters. The checksum
 * is the server's to check (see {@link isValidIbanChecksum}).
 */
export const ibanSchema = v.pipe(
  v.string('!.rules.min-iban-length'),
  storableCharacters(),
  v.transform(normalizeIban),
  v.minLength(MIN_IBAN_LENGTH, '!.rules.min-iban-length'),
  v.maxLength(MAX_IBAN_LENGTH, '!.rules.max-iban-length'),
  v.regex(/^[A-Z]{2}/, '!.rules.iban-country'),
);

/** Whether the IBAN's country format and check digits are right (the server's validate-payment). */
export function isValidIbanChecksum(iban: string): boolean {
  return isValidIBAN(normalizeIban(iban));
}

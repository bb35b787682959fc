import * as v from 'valibot';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { addressInputSchema } from '../person/person-input-schema';
import { normalizeBic, normalizeIban } from './check-payment';

// The server's own minimal payment schemas, with the spec's message keys (000 §5). The shared
// `paymentSchema`/`paymentDialogSchema` of shared/rules replace them once committed there.

const iban = v.pipe(
  v.string('!.rules.min-iban-length'),
  v.transform(normalizeIban),
  v.minLength(15, '!.rules.min-iban-length'),
  v.maxLength(34, '!.rules.max-iban-length'),
  v.regex(/^[A-Z]{2}/, '!.rules.iban-country'),
  // The mod-97 checksum, which the form rules cannot see but the bank will.
  v.check(isValidIBAN, 'my.person.payment.invalid-iban'),
);

const bic = v.pipe(
  v.string('!.rules.bic-rule'),
  v.transform(normalizeBic),
  v.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, '!.rules.bic-rule'),
  v.check(isValidBIC, '!.rules.bic-rule'),
);

/** Body of `POST /api/customer/validate-payment`: any strings; the answer tells which are valid. */
export const paymentCheckSchema = v.object({
  iban: v.string(),
  bic: v.string(),
  bankName: v.optional(v.string()),
  hasAgreedSepa: v.optional(v.boolean()),
});

/** Body of `PUT /api/customer/payment`. */
export const paymentUpdateSchema = v.object({
  iban,
  bic,
  bankName: v.pipe(
    v.string('!.rules.bank-name'),
    v.trim(),
    v.nonEmpty('!.rules.bank-name'),
    v.maxLength(255, '!.rules.max-characters'),
  ),
  // Saving is only possible with the mandate ticked (spec 000 §5).
  hasAgreedSepa: v.literal(true, '!.rules.sepa-mandate'),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  address: v.optional(addressInputSchema),
});

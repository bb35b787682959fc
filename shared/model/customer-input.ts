import * as v from 'valibot';
import type { Gender } from './enums';
import { idTextSchema, storableString, trimmedText, versionSchema } from './storable';
import { paymentAddressSchema } from '../rules/address';
import { BIC_KEY, isValidBic } from '../rules/bic';
import { isValidIbanChecksum } from '../rules/iban';
import { paymentSchema } from '../rules/payment';
import { isSpouseFilled, spouseSchema } from '../rules/person';

/** Query of the customer calls a manager may make for another customer; omitted = the caller. */
export const customerIdQuerySchema = v.object({ customerId: v.optional(idTextSchema) });

/** Query of `GET /api/customer/exists`. */
export const customerEmailQuerySchema = v.object({ email: v.pipe(trimmedText(), v.nonEmpty()) });

/** Body of `POST /api/customer/validate-payment`: any strings; the answer tells which are valid. */
export const paymentCheckSchema = v.object({
  iban: storableString(),
  bic: storableString(),
  bankName: v.optional(storableString()),
  hasAgreedSepa: v.optional(v.boolean()),
});

/**
 * Body of `PUT /api/customer/payment`: the payment dialog's rules (shared), the ticked SEPA
 * mandate, the customer's version, and what only the server checks: the IBAN's mod-97 checksum
 * and the BIC's country.
 */
export const paymentUpdateSchema = v.object({
  ...paymentSchema.entries,
  iban: v.pipe(
    paymentSchema.entries.iban,
    v.check(isValidIbanChecksum, 'my.person.payment.invalid-iban'),
  ),
  bic: v.pipe(paymentSchema.entries.bic, v.check(isValidBic, BIC_KEY)),
  // Saving is only possible with the mandate ticked (spec 000 §5).
  hasAgreedSepa: v.literal(true, '!.rules.sepa-mandate'),
  version: versionSchema,
  address: v.optional(paymentAddressSchema),
});

/**
 * Body of `PUT /api/customer/spouse`: the spouse panel's rule, and the customer's version. A
 * spouse with nothing filled in counts as none, as the form would send it (spec 001 §5).
 */
/* @__NO_SIDE_EFFECTS__ */ export function spouseUpdateSchema({ today }: { today: string }) {
  return v.object({
    spouse: v.pipe(
      v.nullable(spouseSchema({ today })),
      // Once filled, the rule has made sure the gender is one of GENDERS.
      v.transform((spouse) =>
        spouse && isSpouseFilled(spouse) ? { ...spouse, gender: spouse.gender as Gender } : null,
      ),
    ),
    version: versionSchema,
  });
}

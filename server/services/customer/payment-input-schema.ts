import * as v from 'valibot';
import { storableString, versionSchema } from '../../../shared/model/storable';
import { paymentAddressSchema } from '../../../shared/rules/address';
import { BIC_KEY, isValidBic } from '../../../shared/rules/bic';
import { isValidIbanChecksum } from '../../../shared/rules/iban';
import { paymentSchema } from '../../../shared/rules/payment';

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

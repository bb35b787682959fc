import * as v from 'valibot';
import { paymentAddressSchema } from './address';
import { bicSchema } from './bic';
import { ibanSchema } from './iban';
import { textSchema } from './text';

/** Bank details: IBAN (spaces removed), BIC and bank name, all required. */
export const paymentSchema = v.object({
  iban: ibanSchema,
  bic: bicSchema,
  bankName: textSchema({ required: true, messageKey: '!.rules.bank-name' }),
});

/**
 * The payment dialog of spec 000 §2: address, bank details and the SEPA mandate, which must
 * be ticked (`hasAgreedSepa` stays in the client; the server never stores it).
 */
export const paymentDialogSchema = v.object({
  address: paymentAddressSchema,
  payment: paymentSchema,
  hasAgreedSepa: v.literal(true, '!.rules.sepa-mandate'),
});

/** Bank details as sent to the server. */
export type Payment = v.InferOutput<typeof paymentSchema>;
/** The whole payment dialog. */
export type PaymentDialog = v.InferOutput<typeof paymentDialogSchema>;

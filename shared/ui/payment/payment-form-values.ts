import * as v from 'valibot';
import type { CustomerProfile } from '../../model/customer';
import { paymentDialogSchema } from '../../rules/payment';
import type { FieldIssue } from '../../model/errors';

/** The payment dialog's fields, flat, as the inputs edit them. */
export interface PaymentFormValues {
  street: string;
  zip: string;
  city: string;
  country: string;
  iban: string;
  bic: string;
  bankName: string;
  hasAgreedSepa: boolean;
}

/** A field of the payment dialog. */
export type PaymentField = keyof PaymentFormValues;

/** The country of a new address (spec 000 §3: new rows default to DE). */
const DEFAULT_COUNTRY = 'DE';

/**
 * The dialog's first values: what the customer has on file (the first address, the bank data),
 * so they only add what is missing. The mandate is never pre-ticked: ticking it is the
 * customer's own act each time.
 */
export function initialPaymentValues(profile: CustomerProfile | null): PaymentFormValues {
  const address = profile?.person.addressSet[0];
  return {
    street: address?.street ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    country: address?.country || DEFAULT_COUNTRY,
    iban: profile?.payment.iban ?? '',
    bic: profile?.payment.bic ?? '',
    bankName: profile?.payment.bankName ?? '',
    hasAgreedSepa: false,
  };
}

/** The values in the nested shape of {@link paymentDialogSchema}. */
export function toDialogInput({
  street,
  zip,
  city,
  country,
  iban,
  bic,
  bankName,
  hasAgreedSepa,
}: PaymentFormValues) {
  return {
    address: { street, zip, city, country },
    payment: { iban, bic, bankName },
    hasAgreedSepa,
  };
}

/** The checked dialog, or the first message key per field. */
export function checkPaymentForm(values: PaymentFormValues) {
  const result = v.safeParse(paymentDialogSchema, toDialogInput(values));
  if (result.success) return { output: result.output, errors: {} };
  const issues = result.issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: issue.message,
  }));
  return { output: null, errors: paymentErrorsFromIssues(issues) };
}

/**
 * The first message key per field, from the form's own check or the server's 400 answer:
 * both name fields by dotted paths (`iban`, `payment.iban`, `address.zip`), the field last.
 */
export function paymentErrorsFromIssues(issues: readonly FieldIssue[]) {
  const errors: Partial<Record<PaymentField, string>> = {};
  for (const issue of issues) {
    const field = lastSegment(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const FIELDS = new Set<string>(Object.keys(initialPaymentValues(null)));

function lastSegment(path: string): PaymentField | null {
  const field = path.split('.').at(-1);
  return field && FIELDS.has(field) ? (field as PaymentField) : null;
}

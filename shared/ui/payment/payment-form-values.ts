import type { CustomerProfile } from '../../model/customer';

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

/** The values in the nested shape of `paymentDialogSchema` (shared/rules/payment). */
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

/** Every field of the payment dialog, for placing issues (`payment.iban` lands on `iban`). */
export const PAYMENT_FIELDS = Object.keys(initialPaymentValues(null)) as PaymentField[];

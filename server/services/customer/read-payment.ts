import type { CustomerPayment } from '../../../shared/model/customer';
import type { CustomerRow } from './find-customer';

/** The bank data of a customer as the payment calls answer it; empty before any is stored. */
export function paymentOf(customer: CustomerRow | null): CustomerPayment {
  return {
    iban: customer?.iban ?? '',
    bic: customer?.bic ?? '',
    bankName: customer?.bankName ?? '',
    version: customer?.version ?? 0,
    mandateId: customer?.mandateId ?? null,
    mandateDate: customer?.mandateDate ?? null,
  };
}

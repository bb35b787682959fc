import type { CustomerPayment, PaymentUpdate } from '../../../shared/model/customer';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { AppError } from '../../errors';
import type { Session } from '../auth/session';
import { normalizeBic, normalizeIban } from './check-payment';
import type { CustomerRow } from './find-customer';

/** `DE89370400440532013000` → `DE89 •••• 3000`: enough to recognise the account, not to use it. */
export function maskIban(iban: string): string {
  const clean = normalizeIban(iban);
  if (clean.length <= 8) return clean === '' ? '' : '••••';
  return `${clean.slice(0, 4)} •••• ${clean.slice(-4)}`;
}

/** The payment as a session may read it: a widget's sees the IBAN masked. */
export function paymentFor(
  session: Pick<Session, 'kind'>,
  payment: CustomerPayment,
): CustomerPayment {
  return session.kind === 'WIDGET' ? { ...payment, iban: maskIban(payment.iban) } : payment;
}

/**
 * A widget's session may enter bank data when none is on file (the booking's payment step), and
 * may complete the rest (address, mandate) for the account on file, but not change the account:
 * that takes the portal (403 `auth.portalSessionRequired`).
 */
export function checkWidgetPaymentUpdate(
  session: Pick<Session, 'kind'>,
  customer: CustomerRow | null,
  update: Pick<PaymentUpdate, 'iban' | 'bic'>,
): void {
  if (session.kind !== 'WIDGET' || !customer?.iban) return;
  const sameAccount =
    normalizeIban(update.iban) === normalizeIban(customer.iban) &&
    normalizeBic(update.bic) === normalizeBic(customer.bic ?? '');
  if (!sameAccount) throw new AppError(403, { message: ERROR_KEYS.portalSessionRequired });
}

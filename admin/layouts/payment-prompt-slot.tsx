import { lazy, Suspense } from 'react';
import { hasAnyRole } from '../../shared/access/has-role';
import { currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';

// Only customers can need it, so nobody else downloads the dialog's code.
const PaymentPrompt = lazy(() =>
  import('../../shared/ui/payment/payment-prompt').then(({ PaymentPrompt }) => ({
    default: PaymentPrompt,
  })),
);

/**
 * Where the payment dialog of spec 000 §2 appears for a CUSTOMER who lacks address or bank
 * data. The default and both embeddable layouts render it, so the dialog shows wherever such a
 * customer lands.
 */
export function PaymentPromptSlot() {
  useSignals();
  if (!hasAnyRole(currentUser.value, ['CUSTOMER'])) return null;
  return (
    <Suspense fallback={null}>
      <PaymentPrompt />
    </Suspense>
  );
}

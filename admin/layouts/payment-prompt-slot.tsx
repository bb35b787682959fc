import { lazy, Suspense } from 'react';
import { hasAnyRole } from '../../shared/access/has-role';
import { currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { bookingDialogOpen } from '../../shared/ui/booking/booking-host';
import { useEmbedded } from './use-embedded';
import { useLayoutLogout } from './use-layout-logout';

// Only customers can need it, so nobody else downloads the dialog's code.
const PaymentPrompt = lazy(() =>
  import('../../shared/ui/payment/payment-prompt').then(({ PaymentPrompt }) => ({
    default: PaymentPrompt,
  })),
);

/**
 * Where the payment dialog of spec 000 §2 appears for a CUSTOMER who lacks address or bank
 * data. The default and both embeddable layouts render it, so the dialog shows wherever such a
 * customer lands — except while a booking dialog is open, which asks for them as a step.
 */
export function PaymentPromptSlot() {
  useSignals();
  const onLogout = useLayoutLogout(useEmbedded());
  // A booking dialog asks for the details itself (shared/ui/booking/booking-host).
  if (!hasAnyRole(currentUser.value, ['CUSTOMER']) || bookingDialogOpen.value) return null;
  return (
    <Suspense fallback={null}>
      <PaymentPrompt onSignOut={onLogout} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { can } from '../../shared/access/capabilities';
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
  if (!can(currentUser.value, 'customer.own') || bookingDialogOpen.value) return null;
  return (
    <Suspense fallback={null}>
      <PaymentPrompt onSignOut={onLogout} />
    </Suspense>
  );
}

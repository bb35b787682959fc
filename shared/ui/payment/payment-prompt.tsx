import { currentUser } from '../../state/session';
import { useSignals } from '../../state/signals';
import { PaymentDialog } from './payment-dialog';
import { usePaymentDue } from './use-payment-due';
import { useCatalogs } from '../../i18n/use-catalogs';

/** Props of {@link PaymentPrompt}. */
export interface PaymentPromptProps {
  /** After a save; the default reloads the page (spec 000 §4). */
  onSaved?: () => void;
  /** Ends the session (the portal's logout, which also leaves the page). */
  onSignOut: () => void;
}

/**
 * Opens the payment dialog for a signed-in CUSTOMER whose address or bank data is missing
 * (`GET /api/customer/is-missing-information`), prefilled with what is on file. Renders
 * nothing for everyone else. A failed check shows nothing: the prompt must never stand
 * between a user and the page they came for.
 */
export function PaymentPrompt({
  onSaved = () => window.location.reload(),
  onSignOut,
}: PaymentPromptProps) {
  useCatalogs(['forms']);
  useSignals();
  const { due } = usePaymentDue(currentUser.value);
  if (due.status !== 'due') return null;
  return <PaymentDialog open profile={due.profile} onSaved={onSaved} onSignOut={onSignOut} />;
}

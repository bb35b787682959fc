import { useLingui } from '@lingui/react';
import type { CustomerProfile } from '../../model/customer';
import { Dialog } from '../dialog';
import { PaymentForm } from './payment-form';

/** Props of {@link PaymentDialog}. */
export interface PaymentDialogProps {
  open: boolean;
  /** What the customer has on file, to prefill; null for a blank form. */
  profile: CustomerProfile | null;
  /** Called after a successful save. */
  onSaved: () => void;
}

/**
 * The payment dialog of spec 000 §2 around {@link PaymentForm}. Persistent: no close button,
 * Escape and outside clicks do nothing, because the customer cannot book without these details.
 */
export function PaymentDialog({ open, profile, onSaved }: PaymentDialogProps) {
  const { i18n } = useLingui();
  return (
    <Dialog
      open={open}
      title={i18n._('payment.title')}
      description={i18n._('payment.description')}
      className="max-w-2xl"
    >
      <PaymentForm profile={profile} onSaved={onSaved} />
    </Dialog>
  );
}

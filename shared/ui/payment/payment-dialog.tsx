import { useLingui } from '@lingui/react';
import type { CustomerProfile } from '../../model/customer';
import { Button } from '../button';
import { SimpleDialog } from '../dialog/dialog';
import { PaymentForm } from './payment-form';

/** Props of {@link PaymentDialog}. */
export interface PaymentDialogProps {
  open: boolean;
  /** What the customer has on file, to prefill; null for a blank form. */
  profile: CustomerProfile | null;
  /** Called after a successful save. */
  onSaved: () => void;
  /** Ends the session; offered as "Sign out" beside Save. */
  onSignOut: () => void;
}

/**
 * The payment dialog of spec 000 §2 around {@link PaymentForm}. Persistent: no close button,
 * Escape and outside clicks do nothing, because the customer cannot book without these details.
 * "Sign out" is the one other way out, for whoever cannot or will not give them now.
 */
export function PaymentDialog({ open, profile, onSaved, onSignOut }: PaymentDialogProps) {
  const { i18n } = useLingui();
  return (
    <SimpleDialog
      open={open}
      title={i18n._('payment.title')}
      description={i18n._('payment.description')}
      className="max-w-2xl"
    >
      <PaymentForm
        profile={profile}
        onSaved={onSaved}
        secondaryAction={
          <Button variant="secondary" onClick={onSignOut}>
            {i18n._('payment.signOut')}
          </Button>
        }
      />
    </SimpleDialog>
  );
}

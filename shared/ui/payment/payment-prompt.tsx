import { useEffect, useState } from 'react';
import { hasAnyRole } from '../../access/has-role';
import { isApiError } from '../../api/api-error';
import { getCustomerProfile, getMissingInformation } from '../../api/customer';
import type { CustomerProfile } from '../../model/customer';
import { currentUser } from '../../state/session';
import { useSignals } from '../../state/signals';
import { useApiClient } from '../api-client-context';
import { PaymentDialog } from './payment-dialog';

/** Props of {@link PaymentPrompt}. */
export interface PaymentPromptProps {
  /** After a save; the default reloads the page (spec 000 §4). */
  onSaved?: () => void;
}

type PromptState = { status: 'idle' } | { status: 'due'; profile: CustomerProfile | null };

/**
 * Opens the payment dialog for a signed-in CUSTOMER whose address or bank data is missing
 * (`GET /api/customer/is-missing-information`), prefilled with what is on file. Renders
 * nothing for everyone else. A failed check shows nothing: the prompt must never stand
 * between a user and the page they came for.
 */
export function PaymentPrompt({ onSaved = () => window.location.reload() }: PaymentPromptProps) {
  useSignals();
  const client = useApiClient();
  const user = currentUser.value;
  const isCustomer = hasAnyRole(user, ['CUSTOMER']);
  const [state, setState] = useState<PromptState>({ status: 'idle' });

  useEffect(() => {
    setState({ status: 'idle' });
    if (!isCustomer) return;
    let current = true;
    (async () => {
      const { missing } = await getMissingInformation(client);
      if (!missing || !current) return;
      // The prefill is a convenience; without it the customer starts from a blank form.
      const profile = await getCustomerProfile(client).catch(() => null);
      if (current) setState({ status: 'due', profile });
    })().catch((error: unknown) => {
      if (!isApiError(error)) console.error(error);
    });
    return () => {
      current = false;
    };
  }, [client, isCustomer, user?.personId]);

  if (state.status !== 'due') return null;
  return <PaymentDialog open profile={state.profile} onSaved={onSaved} />;
}

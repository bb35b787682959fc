import { can } from '../../access/capabilities';
import { getCustomerProfile, getMissingInformation } from '../../api/customer';
import type { AuthenticatedUser } from '../../model/auth';
import type { CustomerProfile } from '../../model/customer';
import { useApiClient } from '../api-client-context';
import { useResource } from '../use-resource';

/** Whether the signed-in customer must still give payment details before booking. */
export type PaymentDue =
  | { status: 'checking' }
  | { status: 'due'; profile: CustomerProfile | null }
  | { status: 'complete' };

/**
 * Asks `GET /api/customer/is-missing-information` for a CUSTOMER (spec 000 §2: the payment
 * dialog applies to CUSTOMER only); everyone else counts as complete. A failed check counts as
 * complete too: the server refuses nothing for it, and the office can still ask later.
 */
export function usePaymentDue(user: AuthenticatedUser | null) {
  const client = useApiClient();
  const isCustomer = can(user, 'customer.own');
  const { state, update } = useResource<PaymentDue>(
    async () => {
      const { missing } = await getMissingInformation(client);
      if (!missing) return { status: 'complete' };
      // The prefill is a convenience; without it the customer starts from a blank form.
      const profile = await getCustomerProfile(client).catch(() => null);
      return { status: 'due', profile };
    },
    [client, isCustomer, user?.personId],
    { enabled: isCustomer },
  );
  const due: PaymentDue = !isCustomer
    ? { status: 'complete' }
    : state.status === 'ready'
      ? state.data
      : state.status === 'failed'
        ? { status: 'complete' }
        : { status: 'checking' };

  return { due, markComplete: () => update(() => ({ status: 'complete' })) };
}

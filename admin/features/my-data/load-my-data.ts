import { isApiError } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { getCustomerProfile } from '../../../shared/api/customer';
import { getPerson } from '../../../shared/api/person';
import { can } from '../../../shared/access/capabilities';
import type { AuthenticatedUser } from '../../../shared/model/auth';
import type { CustomerProfile } from '../../../shared/model/customer';
import type { ProfileData } from '../profile/load-profile';

/** What /my/data edits: the profile form's data, and the customer profile for the payment form. */
export interface MyData {
  profile: ProfileData;
  /** Null for a user without a customer record yet (the payment form starts blank). */
  customer: CustomerProfile | null;
  /** When it was loaded: keys the forms, so a reload shows the stored data. */
  loadedAt: number;
}

/**
 * Loads /my/data in one request for a family with a customer record (person, spouse, payment
 * and mandate from `GET /api/user/customer-profile`), else the user's person alone.
 */
export async function loadMyData(client: ApiClient, user: AuthenticatedUser): Promise<MyData> {
  let customer: CustomerProfile | null = null;
  if (can(user, 'customer.profile')) {
    try {
      customer = await getCustomerProfile(client);
    } catch (error) {
      // No customer record yet answers 403 (routes-roles test HANDLER_REFUSALS).
      if (!isApiError(error, 403)) throw error;
    }
  }
  const profile: ProfileData = customer
    ? {
        person: customer.person,
        customer: { spouse: customer.spouse, version: customer.payment.version },
      }
    : { person: await getPerson(client, user.personId), customer: null };
  return { profile, customer, loadedAt: Date.now() };
}

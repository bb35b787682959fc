import { isApiError } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { getCustomerProfile } from '../../../shared/api/customer';
import { getPerson } from '../../../shared/api/person';
import { can } from '../../../shared/access/capabilities';
import type { AuthenticatedUser } from '../../../shared/model/auth';
import type { PersonRecord } from '../../../shared/model/customer';

/** What the profile page edits: the user's person and, for a paying parent, the spouse. */
export interface ProfileData {
  person: PersonRecord;
  /** Present for users with a customer record; the spouse is null while there is none. */
  customer: { spouse: PersonRecord | null; version: number } | null;
}

/**
 * Loads the signed-in user's profile: a parent's customer profile (person, spouse and the
 * customer's version) or, for staff and parents without a customer record (403), the person.
 */
export async function loadProfile(
  client: ApiClient,
  user: AuthenticatedUser,
): Promise<ProfileData> {
  // Roles that may have a customer record: the capability of `GET /api/user/customer-profile`.
  if (can(user, 'customer.profile')) {
    try {
      const profile = await getCustomerProfile(client);
      return {
        person: profile.person,
        customer: { spouse: profile.spouse, version: profile.payment.version },
      };
    } catch (error) {
      if (!isApiError(error, 403)) throw error;
    }
  }
  return { person: await getPerson(client, user.personId), customer: null };
}

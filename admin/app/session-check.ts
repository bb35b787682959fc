import { isLoggedOut } from '../../shared/api/session';
import { logout } from '../../shared/state/session';
import { apiClient } from './api-client';

/**
 * Asks the server whether the stored session still exists; a 404 logs out (spec 000 §4). Run
 * at start and whenever base data fails to load (spec 000 §8): the usual cause is a session
 * that ended. The route guard then sends a protected page to /login with the way back.
 */
export async function checkSessionStillValid(): Promise<void> {
  try {
    if (await isLoggedOut(apiClient)) logout();
  } catch {
    // A 401 was handled by the client's rule; any other failure leaves the session as it is.
  }
}

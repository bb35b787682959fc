import { logoutOnServer } from '../../api/session';
import { getSessionToken, logout } from '../../state/session';
import { useApiClient } from '../api-client-context';

/**
 * Signing out: the session ends here at once (so it works offline too), and the server is told
 * to end it in the background; if that call fails the token still expires on its own.
 */
export function useSignOut(): () => void {
  const client = useApiClient();
  return () => {
    const token = getSessionToken();
    logout();
    if (token) logoutOnServer(client, token).catch(() => {});
  };
}

import { navigate } from 'wouter/use-browser-location';
import { LOGIN_PATH } from '../../shared/access/index-redirect';
import { createApiClient } from '../../shared/api/client';
import { getSessionToken, logout } from '../../shared/state/session';
import { showSnackbar } from '../../shared/state/snackbar';
import { isPublicContext } from './public-context';

/** The portal's one API client: same origin, token from the session cookie. */
export const apiClient = createApiClient({
  getToken: getSessionToken,
  isPublicContext,
  onUnauthorized(mode) {
    logout();
    if (mode === 'logout') navigate(LOGIN_PATH, { replace: true });
  },
  onNetworkIssue: () => showSnackbar('error.networkIssue', { kind: 'error' }),
});

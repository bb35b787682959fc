import { isApiError } from '../../shared/api/api-error';
import { isLoggedOut } from '../../shared/api/auth';
import { getConfig, getFeatureToggles } from '../../shared/api/config';
import { chooseLocale } from '../../shared/i18n/locale-choice';
import { publicConfig } from '../../shared/state/config';
import { setFeatureToggles } from '../../shared/state/features';
import { locale, readRememberedLocale } from '../../shared/state/locale';
import { isSignedIn, logout, restoreSession } from '../../shared/state/session';
import { showSnackbar } from '../../shared/state/snackbar';
import { apiClient } from './api-client';

/**
 * Everything the portal needs before its first paint: the session, the public configuration,
 * the feature toggles and the language. A failed configuration call leaves the defaults in
 * place and says so, so signing in still works once the server is back.
 */
export async function bootstrap(): Promise<void> {
  restoreSession();
  const [config, toggles] = await Promise.allSettled([
    getConfig(apiClient),
    getFeatureToggles(apiClient),
  ]);
  if (config.status === 'fulfilled') publicConfig.value = config.value;
  if (toggles.status === 'fulfilled') setFeatureToggles(toggles.value);
  const failure = [config, toggles].find((result) => result.status === 'rejected');
  // A network failure has shown its own snackbar already.
  if (failure && !isApiError(failure.reason, 0)) {
    showSnackbar(isApiError(failure.reason) ? failure.reason.messageKey : 'error.unexpected', {
      kind: 'error',
    });
  }
  locale.value = chooseLocale({
    cookie: readRememberedLocale(),
    pathname: window.location.pathname,
    browserLanguages: navigator.languages,
    fallback: publicConfig.value?.defaultLocale,
  });
  if (isSignedIn.value) void checkSessionStillValid();
}

// The stored session may have ended on the server (spec 000 §4: a 404 here forces logout). The
// route guard then sends a protected page to /login with the way back in `redirect`.
async function checkSessionStillValid(): Promise<void> {
  try {
    if (await isLoggedOut(apiClient)) logout();
  } catch {
    // A 401 was handled by the client's rule; any other failure leaves the session as it is.
  }
}

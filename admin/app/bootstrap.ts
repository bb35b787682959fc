import { chooseLocale } from '../../shared/i18n/locale-choice';
import { publicConfig } from '../../shared/state/config';
import { locale, readRememberedLocale } from '../../shared/state/locale';
import { isSignedIn, restoreSession } from '../../shared/state/session';
import { CONFIGURATION_ERROR, raiseLoadFailure } from './failures';
import { refreshConfig } from './refresh-config';
import { checkSessionStillValid } from './session-check';

/**
 * Everything the portal needs before its first paint: the session, the public configuration,
 * the feature toggles and the language. Without the configuration the portal cannot work: the
 * global error `configurationError` takes the page, with "Reload page" (spec 000 §8).
 */
export async function bootstrap(): Promise<void> {
  restoreSession();
  try {
    await refreshConfig();
  } catch (error) {
    raiseLoadFailure(error, CONFIGURATION_ERROR);
  }
  locale.value = chooseLocale({
    cookie: readRememberedLocale(),
    pathname: window.location.pathname,
    browserLanguages: navigator.languages,
    fallback: publicConfig.value?.defaultLocale,
  });
  if (isSignedIn.value) void checkSessionStillValid();
}

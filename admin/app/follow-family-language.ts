import { familyLocale } from '../../shared/i18n/locale-choice';
import type { SignInResult } from '../../shared/model/auth';
import { featureToggles } from '../../shared/state/features';
import { chooseLocaleAndRemember, locale } from '../../shared/state/locale';

/**
 * After a sign-in the portal speaks the family's language (issue 19.9): the language on file for
 * the person (`familyLocale`), remembered in the cookie like a choice in the profile menu, so a
 * later switch there wins until the next sign-in. Only while the toggle `i18n` offers a choice.
 */
export function followFamilyLanguage(result: SignInResult): void {
  if (!featureToggles.value.i18n || !result.languages) return;
  const next = familyLocale(result.languages, locale.value);
  if (next !== locale.value) chooseLocaleAndRemember(next);
}

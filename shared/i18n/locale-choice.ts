import { DEFAULT_LOCALE } from '../model/enums';
import type { Locale } from '../model/enums';
import { toLocale } from './i18n';

/** What {@link chooseLocale} decides from. */
export interface LocaleChoiceInput {
  /** The remembered language (cookie `i18n_redirected`), if any. */
  cookie?: string | null;
  /** The page's path; the browser's languages count on the root path only (spec 000 §1). */
  pathname: string;
  /** `navigator.languages`, best first. */
  browserLanguages?: readonly string[];
  /** The configured default (`PublicConfig.defaultLocale`). */
  fallback?: Locale;
}

/** The language to start with: the remembered one, else the browser's on `/`, else the default. */
export function chooseLocale({
  cookie,
  pathname,
  browserLanguages = [],
  fallback = DEFAULT_LOCALE,
}: LocaleChoiceInput): Locale {
  const remembered = toLocale(cookie);
  if (remembered) return remembered;
  if (pathname === '/') {
    for (const language of browserLanguages) {
      const locale = toLocale(language);
      if (locale) return locale;
    }
  }
  return fallback;
}

import { DEFAULT_LOCALE } from '../model/enums';
import type { Language, Locale } from '../model/enums';
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

/** The portal languages in the order a person's spoken languages choose them (as the mails do). */
const SPOKEN_LOCALES: readonly [Language, Locale][] = [
  ['EN', 'en'],
  ['DE', 'de'],
];

/**
 * The language the portal follows after sign-in (issue 19.9): the person's language on file.
 * `current` stays when the person speaks it (a parent on file with German and English keeps the
 * language they signed in with); else the first portal language they speak, English before
 * German as their e-mails choose; else `current` (no portal language on file).
 */
export function familyLocale(languages: readonly Language[], current: Locale): Locale {
  const spoken = SPOKEN_LOCALES.filter(([language]) => languages.includes(language));
  if (spoken.some(([, locale]) => locale === current)) return current;
  return spoken[0]?.[1] ?? current;
}

import { DEFAULT_LOCALE } from '../model/enums';
import type { Locale } from '../model/enums';
import { LOCALE_COOKIE_DAYS } from '../model/limits';
import { readCookie, writeCookie } from './cookies';
import { signal } from './signals';

/** The cookie that remembers the chosen language (spec 000 §1). */
export const LOCALE_COOKIE = 'i18n_redirected';

/** The active UI language of the portal. */
export const locale = signal<Locale>(DEFAULT_LOCALE);

/** The remembered language as stored, unchecked; null when none was chosen. */
export function readRememberedLocale(): string | null {
  return readCookie(LOCALE_COOKIE);
}

/** Makes `next` the active language and remembers it for 365 days. */
export function chooseLocaleAndRemember(next: Locale): void {
  writeCookie(LOCALE_COOKIE, next, { maxAgeSeconds: LOCALE_COOKIE_DAYS * 24 * 60 * 60 });
  locale.value = next;
}

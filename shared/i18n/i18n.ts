import { setupI18n } from '@lingui/core';
import type { I18n, Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES } from '../model/enums';
import type { Locale } from '../model/enums';

/**
 * The compiled catalogs (`npm run i18n` writes them), each loaded only when its locale is used.
 * Explicit imports rather than a template path, so bundlers and type checks see both files.
 */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages'),
  de: () => import('./locales/de/messages'),
};

/** Narrows any string (cookie, attribute, navigator language) to a supported locale. */
export function toLocale(value: string | null | undefined): Locale | null {
  const language = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === language) ?? null;
}

/**
 * A fresh Lingui instance: never the global one, so two widgets on one page (or a widget beside
 * the portal) can show different languages (DESIGN §4 "Lingui").
 */
export function createI18n(): I18n {
  return setupI18n();
}

/**
 * Loads the catalog of `locale` into `i18n` and makes it the active one. The module loader caches
 * each catalog, so switching back and forth fetches it once.
 */
export async function activateLocale(i18n: I18n, locale: Locale = DEFAULT_LOCALE): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
}

import { activateLocale, createI18n, loadCatalogs } from '../../shared/i18n/i18n';
import type { CatalogName } from '../../shared/i18n/catalog-names';
import type { Locale } from '../../shared/model/enums';

/** The portal's Lingui instance. */
export const i18n = createI18n();

/**
 * Shows the portal in `locale`: loads the shell's catalogs (`common`, `portal`) plus those the
 * pages visited so far added, and keeps `<html lang>` in step.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  await activateLocale(i18n, locale, ['portal']);
  document.documentElement.lang = locale;
}

/** Loads a lazy page's own catalogs (`office`, `account`…) beside its code (admin/routes.tsx). */
export function loadPageCatalogs(catalogs: readonly CatalogName[]): Promise<void> {
  return loadCatalogs(i18n, catalogs);
}

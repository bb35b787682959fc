import { activateLocale, createI18n } from '../../shared/i18n/i18n';
import type { Locale } from '../../shared/model/enums';

/** The portal's Lingui instance. */
export const i18n = createI18n();

/** Shows the portal in `locale`: loads its catalog and keeps `<html lang>` in step. */
export async function applyLocale(locale: Locale): Promise<void> {
  await activateLocale(i18n, locale);
  document.documentElement.lang = locale;
}

import type { Messages } from '@lingui/core';
import type { Locale } from '../model/enums';
import type { CatalogName } from './catalog-names';

type LoadCatalog = () => Promise<{ messages: Messages }>;

/**
 * The compiled catalogs (`npm run i18n` writes them), each a chunk of its own that loads only
 * when a bundle asks for it. Explicit imports rather than a template path, so bundlers and type
 * checks see every file.
 */
export const CATALOG_LOADERS: Record<CatalogName, Record<Locale, LoadCatalog>> = {
  common: { en: () => import('./locales/en/common'), de: () => import('./locales/de/common') },
  offers: { en: () => import('./locales/en/offers'), de: () => import('./locales/de/offers') },
  forms: { en: () => import('./locales/en/forms'), de: () => import('./locales/de/forms') },
  booking: { en: () => import('./locales/en/booking'), de: () => import('./locales/de/booking') },
  eca: { en: () => import('./locales/en/eca'), de: () => import('./locales/de/eca') },
  'holiday-camp': {
    en: () => import('./locales/en/holiday-camp'),
    de: () => import('./locales/de/holiday-camp'),
  },
  'school-bus': {
    en: () => import('./locales/en/school-bus'),
    de: () => import('./locales/de/school-bus'),
  },
  childminding: {
    en: () => import('./locales/en/childminding'),
    de: () => import('./locales/de/childminding'),
  },
  'parent-activities': {
    en: () => import('./locales/en/parent-activities'),
    de: () => import('./locales/de/parent-activities'),
  },
  service: { en: () => import('./locales/en/service'), de: () => import('./locales/de/service') },
  portal: { en: () => import('./locales/en/portal'), de: () => import('./locales/de/portal') },
  account: { en: () => import('./locales/en/account'), de: () => import('./locales/de/account') },
  office: { en: () => import('./locales/en/office'), de: () => import('./locales/de/office') },
};

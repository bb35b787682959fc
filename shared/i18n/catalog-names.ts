/**
 * The message catalogs, one `.po` file per name and locale in `locales/<locale>/<name>.po`.
 * Each bundle loads only the catalogs it declares (README "Catalogs per bundle"), so a widget
 * downloads its own strings, not the office's. Read by lingui.config.ts, the loader and
 * scripts/message-ids.ts, so adding a catalog is one line here plus its two `.po` files.
 */
export const CATALOG_NAMES = [
  'common',
  'offers',
  'forms',
  'booking',
  'eca',
  'holiday-camp',
  'school-bus',
  'childminding',
  'parent-activities',
  'service',
  'portal',
  'account',
  'office',
] as const;

export type CatalogName = (typeof CATALOG_NAMES)[number];

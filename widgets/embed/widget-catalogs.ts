import { CATALOG_NAMES } from '../../shared/i18n/catalog-names';
import type { CatalogName } from '../../shared/i18n/catalog-names';

/**
 * The catalogs a widget loads before its first render: `common`, the listings' `offers` and the
 * one named like the widget (`eca` → locales/<locale>/eca.po). The booking flow adds `forms`
 * and `booking` when it opens (shared/i18n/README.md "Catalogs per bundle").
 */
export function widgetCatalogs(name: string): CatalogName[] {
  const own = CATALOG_NAMES.find((catalog) => catalog === name);
  return ['common', 'offers', ...(own ? [own] : [])];
}

import { useLingui } from '@lingui/react';
import type { CatalogName } from './catalog-names';
import { catalogFailure, hasCatalogs, loadCatalogs } from './i18n';

/**
 * Suspends until `catalogs` are loaded in the nearest Lingui instance: called first thing in a
 * lazy component (the booking dialog, an area form), whose Suspense fallback then covers the
 * catalog as well as the code. A failed load reaches the error boundary instead of retrying.
 * `bundles.test.ts` reads the literal list, so keep it an array literal.
 */
export function useCatalogs(catalogs: readonly CatalogName[]): void {
  const { i18n } = useLingui();
  if (hasCatalogs(i18n, catalogs)) return;
  const failure = catalogFailure(i18n, catalogs);
  if (failure !== undefined) throw failure;
  throw loadCatalogs(i18n, catalogs);
}

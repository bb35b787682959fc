import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOG_NAMES } from './shared/i18n/catalog-names';

/**
 * Explicit ids only: the spec's message keys are the catalog ids, kept by hand in the .po files
 * (each entry flagged `js-lingui-explicit-id`). `lingui compile --strict` fails on a missing one.
 * One catalog per bundle (shared/i18n/README.md), each compiled to its own module.
 */
const config: LinguiConfig = {
  locales: ['en', 'de'],
  sourceLocale: 'en',
  // No fallback: a missing German text must fail the strict compile, not show English.
  fallbackLocales: false,
  catalogs: CATALOG_NAMES.map((name) => ({
    path: `<rootDir>/shared/i18n/locales/{locale}/${name}`,
    include: [],
  })),
  format: formatter({ lineNumbers: false }),
};

export default config;

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_NAMES } from '../../shared/i18n/catalog-names';
import type { CatalogName } from '../../shared/i18n/catalog-names';

/** One entry of a hand-kept `.po` catalog. */
export interface PoEntry {
  id: string;
  /** Carries the `js-lingui-explicit-id` flag, as every entry must. */
  flagged: boolean;
  text: string;
  catalog: CatalogName;
}

export const LOCALES_DIR = join(import.meta.dirname, '../../shared/i18n/locales');

/** The entries of one catalog (the header, msgid "", left out). */
export function readPo(locale: string, catalog: CatalogName, dir = LOCALES_DIR): PoEntry[] {
  const source = readFileSync(join(dir, locale, `${catalog}.po`), 'utf8');
  return source
    .split(/\n\s*\n/)
    .map((block) => ({
      id: /^msgid "(.*)"$/m.exec(block)?.[1] ?? '',
      flagged: /^#\. js-lingui-explicit-id$/m.test(block),
      text: /^msgstr "(.*)"$/m.exec(block)?.[1] ?? '',
      catalog,
    }))
    .filter((entry) => entry.id !== '');
}

/** Every entry of every catalog of `locale`, in catalog order. */
export function readAllPo(locale: string, dir = LOCALES_DIR): PoEntry[] {
  return CATALOG_NAMES.flatMap((catalog) => readPo(locale, catalog, dir));
}

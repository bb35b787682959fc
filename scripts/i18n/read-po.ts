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

/**
 * The entries of one catalog (the header, msgid "", left out). Each `msgid` line starts an entry
 * and its comment lines are those right above it, so an entry whose flag went missing (a union
 * merge drops a line both sides share) is read as unflagged, not hidden in its neighbour.
 */
export function readPo(locale: string, catalog: CatalogName, dir = LOCALES_DIR): PoEntry[] {
  const lines = readFileSync(join(dir, locale, `${catalog}.po`), 'utf8').split('\n');
  const entries: PoEntry[] = [];
  lines.forEach((line, index) => {
    const id = /^msgid "(.*)"$/.exec(line)?.[1];
    if (!id) return;
    const comments: string[] = [];
    for (let above = index - 1; above >= 0 && lines[above]!.startsWith('#'); above--)
      comments.push(lines[above]!);
    entries.push({
      id,
      flagged: comments.includes('#. js-lingui-explicit-id'),
      text: /^msgstr "(.*)"$/.exec(lines[index + 1] ?? '')?.[1] ?? '',
      catalog,
    });
  });
  return entries;
}

/** Every entry of every catalog of `locale`, in catalog order. */
export function readAllPo(locale: string, dir = LOCALES_DIR): PoEntry[] {
  return CATALOG_NAMES.flatMap((catalog) => readPo(locale, catalog, dir));
}

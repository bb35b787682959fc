import { describe, expect, it } from 'vitest';
import { CATALOG_NAMES } from '../../shared/i18n/catalog-names';
import { DYNAMIC_IDS } from './dynamic-ids';
import { expandTemplate, idTemplates, literalIds, readSource, sourceFiles } from './find-ids';
import { readAllPo, readPo } from './read-po';

describe('message catalogs', () => {
  it.each(CATALOG_NAMES)('%s: the same ids in English and German, flagged, with texts', (name) => {
    const en = readPo('en', name);
    const de = readPo('de', name);
    expect(de.map((entry) => entry.id).sort()).toEqual(en.map((entry) => entry.id).sort());
    for (const entry of [...en, ...de]) {
      expect(entry, entry.id).toMatchObject({ flagged: true });
      expect(entry.text, entry.id).not.toBe('');
    }
  });

  it('keep each id in one catalog only', () => {
    const ids = readAllPo('en').map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

// Which ids exist is checked by `tsc` (MessageId); these check the other way: that each id
// is used somewhere, so the catalogs do not keep strings no screen shows.
describe('ids used in code', () => {
  const ids = new Set(readAllPo('en').map((entry) => entry.id));
  const sources = sourceFiles().map(readSource);
  const templates = new Set(sources.flatMap((source) => idTemplates(source, ids)));

  it('are built only by the templates of dynamic-ids.ts', () => {
    expect([...templates].filter((template) => !(template in DYNAMIC_IDS))).toEqual([]);
    expect(Object.keys(DYNAMIC_IDS).filter((template) => !templates.has(template))).toEqual([]);
  });

  it('cover every id of the catalogs (an unused id is deleted, or used)', () => {
    const used = new Set(sources.flatMap((source) => literalIds(source, ids)));
    for (const [template, values] of Object.entries(DYNAMIC_IDS)) {
      for (const id of expandTemplate(template, values)) used.add(id);
    }
    expect([...ids].filter((id) => !used.has(id))).toEqual([]);
  });
});

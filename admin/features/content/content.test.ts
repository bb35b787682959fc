import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/model/enums';
import { contentSchemas } from './content-schema';
import type { ContentPage } from './content-schema';
import { loadContent } from './load-content';

const PAGES = Object.keys(contentSchemas) as ContentPage[];

/** Fields that are the same in every language; everything else is translated text. */
const SHARED_FIELDS = new Set(['id', 'group', 'kind', 'url']);

/**
 * The shape of some content with its translated texts blanked out: ids, links and the number
 * of entries in every list remain, so two languages must match entry for entry.
 */
function skeleton(value: unknown, field = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => skeleton(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, skeleton(item, key)]),
    );
  }
  return SHARED_FIELDS.has(field) ? value : typeof value;
}

describe('content database', () => {
  it.each(LOCALES.flatMap((locale) => PAGES.map((page) => [page, locale] as const)))(
    '%s in %s loads and validates',
    async (page, locale) => {
      await expect(loadContent(page, locale)).resolves.toBeTruthy();
    },
  );

  it.each(PAGES)('%s has the same structure in every language', async (page) => {
    const [first, ...rest] = await Promise.all(LOCALES.map((locale) => loadContent(page, locale)));
    for (const other of rest) expect(skeleton(other)).toEqual(skeleton(first));
  });

  it('has a manual for parents, administrators and instructors', async () => {
    const { manuals } = await loadContent('manuals', 'en');
    expect(manuals.map((manual) => manual.id)).toEqual(
      expect.arrayContaining(['parents', 'administrators', 'instructors']),
    );
    for (const manual of manuals) expect(manual.sections.length).toBeGreaterThanOrEqual(3);
  });

  it('has 8 to 12 help topics', async () => {
    const { topics } = await loadContent('help', 'en');
    expect(topics.length).toBeGreaterThanOrEqual(8);
    expect(topics.length).toBeLessThanOrEqual(12);
  });

  it('German texts are German, not copies of the English ones', async () => {
    for (const page of PAGES) {
      const [en, de] = await Promise.all([loadContent(page, 'en'), loadContent(page, 'de')]);
      const englishTexts = new Set(texts(en).filter((text) => text.split(' ').length >= 5));
      const copied = texts(de).filter((text) => englishTexts.has(text));
      expect(copied, page).toEqual([]);
    }
  });
});

/** Every string in some content, ids and links included. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

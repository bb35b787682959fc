import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetCatalogs } from '../../widgets/embed/widget-catalogs';
import { firstPaintIds, missingIds } from './bundle-check';
import { ROOT } from './find-ids';

const WIDGETS = readdirSync(join(ROOT, 'widgets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['loader', 'embed'].includes(entry.name))
  .map((entry) => entry.name);

describe('the catalogs of each widget', () => {
  it.each(WIDGETS)('%s: hold every id its code names where it names it', (name) => {
    const entries = [`widgets/${name}/index.tsx`, 'widgets/embed/define-widget.tsx'];
    // The first paint's messages come with the entry (a failure's with the widget's catalogs,
    // which the `missing` handler loads); the widget's catalogs with useCatalogs.
    const ids = new Set(firstPaintIds(entries, { failuresLater: true }));
    const firstPaint = { ids, deferred: widgetCatalogs(name) };
    expect(missingIds(entries, [], firstPaint)).toEqual([]);
  });

  it.each(WIDGETS)('%s: first paint names ids of its own catalogs and common only', (name) => {
    const entries = [`widgets/${name}/index.tsx`, 'widgets/embed/define-widget.tsx'];
    expect(missingIds(entries, widgetCatalogs(name))).toEqual([]);
  });
});

describe('the catalogs of the portal', () => {
  // Walks every module the portal imports (1 s alone, more beside other test files on 2 cores):
  // the default 5 s timed out under load as the office screens grew.
  it(
    'hold every id of the shell, and of each page with the catalogs its route loads',
    { timeout: 30_000 },
    () => {
      expect(missingIds(['admin/main.tsx'], ['common', 'portal'])).toEqual([]);
    },
  );
});

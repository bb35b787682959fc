import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/model/enums';
import { loadContent } from './features/content/load-content';
import { routes } from './routes';

/**
 * Signed-in pages that are no office screen: `/cfg`, which only leads to `/admin`, the account's
 * own pages and the content pages.
 */
const NOT_OFFICE = new Set([
  '/cfg/:tab?',
  '/password/change',
  '/profile',
  '/help/topic',
  '/hall/of/fame',
]);

/** The office screens: the default layout's pages outside the personal area (`/my`). */
const officeRoutes = routes.filter(
  (route) =>
    route.layout === 'default' && !route.path.startsWith('/my') && !NOT_OFFICE.has(route.path),
);

describe('screen manuals', () => {
  it('every office screen names its manual', () => {
    const without = officeRoutes.filter((route) => !route.manual).map((route) => route.path);
    expect(without).toEqual([]);
  });

  it.each(LOCALES)('every manual a screen names exists in %s', async (locale) => {
    const { manuals } = await loadContent('manuals', locale);
    const ids = new Set(manuals.map((manual) => manual.id));
    const missing = routes
      .filter((route) => route.manual !== undefined && !ids.has(route.manual))
      .map((route) => `${route.path} → ${route.manual}`);
    expect(missing).toEqual([]);
  });
});

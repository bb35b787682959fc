import { expect, test } from '@playwright/test';
import { bearerFor } from './support/api';
import { uniqueName } from './support/places';
import { signedInAs } from './support/session';

/*
 * The data table renders only the rows in view once a page holds more than 100 (a page size of
 * 200): proven on /location with rows of the spec's own, found by their common prefix.
 */
const ROWS = 130;

test('a page of 200 renders only the rows in view and scrolls through all of them', async ({
  page,
  request,
}) => {
  test.slow();
  const prefix = uniqueName('E2E virtual');
  const names = Array.from(
    { length: ROWS },
    (_, index) => `${prefix} ${String(index).padStart(3, '0')}`,
  );
  // One sign-in for all of them: the per-login limit would refuse one per row.
  const headers = await bearerFor(request, 'admin@kitebook.test');
  for (let start = 0; start < ROWS; start += 10) {
    await Promise.all(
      names.slice(start, start + 10).map(async (name) => {
        const data = { name, room: 'V1', capacity: 10 };
        const response = await request.put('/api/location', { headers, data });
        expect(response.ok()).toBe(true);
      }),
    );
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAs(
    page,
    'admin@kitebook.test',
    `/location?search=${encodeURIComponent(prefix)}&pageSize=200`,
  );

  const table = page.getByRole('table', { name: 'Locations' });
  const rows = table.locator('tbody tr[data-index]');
  await expect(rows.first()).toContainText(names[0]!);
  const rendered = await rows.count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(ROWS);
  await expect(page.getByText(`of ${ROWS}`, { exact: false })).toBeVisible();

  // Scrolling the frame to its end brings the last row in and the first out; the header stays.
  const frame = table.locator('xpath=..');
  await frame.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(table.getByRole('row').filter({ hasText: names.at(-1)! })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: names[0]! })).toHaveCount(0);
  await expect(table.getByRole('columnheader').first()).toBeInViewport();
  expect(await rows.count()).toBeLessThan(ROWS);
});

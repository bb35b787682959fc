import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_LANDINGS } from './support/accounts';
import { bearerFor } from './support/api';
import { signedInAs } from './support/session';

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The menu's entries as links: their text and where they lead. */
async function menuEntries(page: Page) {
  // Read from the DOM, not the accessibility tree: a persistent dialog may hide the menu there.
  const links = page.locator('nav[aria-label="Main navigation"] a');
  await links.first().waitFor();
  return links.evaluateAll((links) =>
    links.map((link) => ({ name: link.textContent!.trim(), href: link.getAttribute('href')! })),
  );
}

/** Whether the server will have the portal ask `login` for bank data (CUSTOMER only). */
async function paymentMissing(page: Page, login: string) {
  const headers = await bearerFor(page.request, login);
  const response = await page.request.get('/api/customer/is-missing-information', { headers });
  return response.ok() && ((await response.json()) as { missing: boolean }).missing;
}

/** The page an entry opened: its path once the guard has had its say, and its heading. */
async function expectOpened(page: Page, href: string) {
  const heading = page.locator('main h1');
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText('Something went wrong');
  await expect(page.getByText('You are not allowed to do this.')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(href);
}

test.describe('every side-menu entry opens its page', () => {
  for (const { login, landing } of DEMO_LANDINGS) {
    test(`for ${login}`, async ({ page }) => {
      // One test opens every entry of the role's menu: with the personal area's own entries
      // (issue 19.9) a family's menu has a dozen pages, each loaded from scratch when blocked.
      test.slow();
      await page.setViewportSize({ width: 1280, height: 900 });
      await signedInAs(page, login, landing);
      const entries = await menuEntries(page);
      expect(entries.length).toBeGreaterThan(0);
      // A customer without bank data meets the persistent payment dialog first; behind it the
      // menu is the same as any customer's, so each entry is opened by its address instead.
      const blocked = await paymentMissing(page, login);
      if (blocked) await expect(page.getByRole('dialog')).toBeVisible();
      for (const { name, href } of entries) {
        await test.step(`${name} (${href})`, async () => {
          if (blocked) {
            await page.goto(href);
          } else {
            // By keyboard, as a user who does not use a mouse opens it.
            await mainNavigation(page).getByRole('link', { name, exact: true }).focus();
            await page.keyboard.press('Enter');
            // The current page's entry is marked: inside /my the personal area's own entry for
            // it (Overview for /my/dashboard, issue 19.9), else the entry itself.
            await expect(mainNavigation(page).locator('a[aria-current="page"]')).toHaveAttribute(
              'href',
              href,
            );
          }
          await expectOpened(page, href);
        });
      }
    });
  }
});

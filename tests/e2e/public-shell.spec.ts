import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signedInAs } from './support/session';
import { sessionCookie, submitSignIn } from './support/sign-in';

const PARENT = 'Julia Becker';
/** An amount as the German locale writes it: "20,00 €". */
const GERMAN_PRICE = /^\d+,\d{2}\s€$/;

const banner = (page: Page) => page.getByRole('banner');

async function expectGermanOffers(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Nachmittagsangebote' })).toBeVisible();
  await expect(page.getByText(GERMAN_PRICE).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}

test.describe('the public pages’ bar', () => {
  test('a visitor switches the ECA page to German with the keyboard', async ({ page }) => {
    await page.goto('/public/eca');
    await expect(
      page.getByRole('heading', { level: 1, name: 'After-school activities' }),
    ).toBeVisible();
    await expect(page.getByText(/^€\d+\.\d{2}$/).first()).toBeVisible();

    const switcher = banner(page).getByRole('button', { name: 'Language: English' });
    await switcher.focus();
    await page.keyboard.press('Enter');
    // Radix puts focus on the first entry; the arrow moves on to German.
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expectGermanOffers(page);
    await expect(banner(page).getByRole('button', { name: 'Sprache: Deutsch' })).toBeFocused();
    await expect(banner(page).getByRole('link', { name: 'Anmelden' })).toBeVisible();
    // Remembered like the switch of the sign-in page.
    await page.reload();
    await expectGermanOffers(page);
  });

  test('a visitor signs in from the bar and comes back to the page', async ({ page }) => {
    await page.goto('/public/eca?grade=P5');
    await banner(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/login?redirect=/public/eca%3Fgrade%3DP5');
    await submitSignIn(page, 'parent@kitebook.test');
    await expect(page).toHaveURL('/public/eca?grade=P5');
    await expect(banner(page).getByRole('button', { name: PARENT })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('a signed-in parent sees their name, switches language and signs out', async ({ page }) => {
    await signedInAs(page, 'parent@kitebook.test', '/public/eca');
    const profile = banner(page).getByRole('button', { name: PARENT });
    await expect(profile).toBeVisible();

    await profile.click();
    await expect(page.getByText('Signed in as parent@kitebook.test')).toBeVisible();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expectGermanOffers(page);

    await profile.click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL('/login');
    expect(await sessionCookie(page)).toBeUndefined();
    await page.goto('/public/eca');
    await expect(banner(page).getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: PARENT })).toHaveCount(0);
  });

  test('inside a partner’s frame: no sign-in link, and signing out stays on the page', async ({
    page,
  }) => {
    await page.goto('/public/eca?embed=1');
    await expect(banner(page).getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    await signedInAs(page, 'parent@kitebook.test', '/public/eca?embed=1');
    await banner(page).getByRole('button', { name: PARENT }).click();
    // Links to the portal's own pages would take over the partner's frame.
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/public/eca?embed=1');
    expect(await sessionCookie(page)).toBeUndefined();
    await expect(banner(page).getByRole('button', { name: PARENT })).toHaveCount(0);
  });

  test('without the i18n toggle the bar offers no language', async ({ page }) => {
    // The server's real answer with one toggle turned off, for this page only: switching it off
    // on the server would change every other test's pages meanwhile.
    await page.route('**/api/config/feature-toggle', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), i18n: false } });
    });
    await page.goto('/public/eca');
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: /^Language/ })).toHaveCount(0);
  });

  for (const { width, height } of [
    { width: 360, height: 740 },
    { width: 1280, height: 900 },
  ]) {
    test(`axe finds nothing serious at ${width} px for a visitor, menu closed and open`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/public/eca');
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await banner(page).getByRole('button', { name: 'Language: English' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`axe finds nothing serious at ${width} px for a signed-in parent`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await signedInAs(page, 'parent@kitebook.test', '/public/eca');
      await expect(page.getByRole('article').first()).toBeVisible();
      const profile = banner(page).getByRole('button', { name: PARENT });
      // The bar fits the phone: nothing pushed out of view.
      const box = await profile.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { seriousViolations } from './support/axe';
import { sessionCookie } from './support/sign-in';

test.describe('/public/eca', () => {
  test('a visitor filters the activities by keyboard and opens one', async ({ page }) => {
    await page.goto('/public/eca');
    await expect(
      page.getByRole('heading', { level: 1, name: 'After-school activities' }),
    ).toBeVisible();
    const cards = page.getByRole('article');
    await expect(page.getByRole('status').filter({ hasText: /offers found$/ })).toBeVisible();
    const all = await cards.count();
    expect(all).toBeGreaterThan(5);
    expect(await seriousViolations(page)).toEqual([]);

    // Native selects: focus and pick with the keyboard.
    const weekday = page.getByLabel('Weekday');
    await weekday.focus();
    await weekday.selectOption({ label: 'Friday' });
    // Each card's first fact is when it takes place; the list settles once the filter applied.
    const whens = () => cards.locator('dl > div:first-child dd').allTextContents();
    await expect
      .poll(async () => {
        const shown = await whens();
        return (
          shown.length > 0 && shown.length < all && shown.every((when) => when.includes('Friday'))
        );
      })
      .toBe(true);

    const first = cards.first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/public\/eca\/\d+$/);
    const heading = page.getByRole('heading', { level: 3, name });
    await expect(heading).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'All offers' }).click();
    await expect(page).toHaveURL(/\/public\/eca$/);
  });

  test('a filter without results says so and offers to clear it', async ({ page }) => {
    await page.goto('/public/eca');
    await page.getByLabel('Grade').selectOption('Graduate');
    await page.getByLabel('Language').selectOption({ label: 'Turkish' });
    await expect(page.getByText('No offer matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all offers' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('reads in German, with euro amounts and dates for the locale', async ({ page }) => {
    await page
      .context()
      .addCookies([{ name: 'i18n_redirected', value: 'de', domain: 'localhost', path: '/' }]);
    await page.goto('/public/eca');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nachmittagsangebote' }),
    ).toBeVisible();
    await expect(page.getByText(/^\d+,\d{2}\s€$/).first()).toBeVisible();
    await expect(page.getByText(/^Anmeldung bis \d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible();
  });

  test('an unknown service shows a clear message', async ({ page }) => {
    await page.goto('/public/eca/999999');
    await expect(page.getByText('This offer does not exist or is no longer open.')).toBeVisible();
  });

  test('a parent signs in inside the Book dialog and sees the price for the child, in German', async ({
    page,
  }) => {
    await page
      .context()
      .addCookies([{ name: 'i18n_redirected', value: 'de', domain: 'localhost', path: '/' }]);
    await page.goto('/public/eca');
    await page
      .getByRole('article', { name: 'Choir' })
      .getByRole('link', { name: 'Details' })
      .click();
    const book = page.getByRole('button', { name: 'Buchen', exact: true });
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Choir buchen' });
    await dialog.getByLabel('E-Mail').fill('parent@kitebook.test');
    await dialog.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('tabpanel').getByRole('button', { name: 'Anmelden' }).click();
    await dialog.getByRole('radio', { name: /Mia Becker/ }).check();
    await expect(dialog.getByRole('status').filter({ hasText: 'Monatliche Kosten' })).toContainText(
      '20,00 €',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(book).toBeFocused();
    // Signed in in the portal as well: the session cookie of spec 000 §4 is set.
    expect(await sessionCookie(page)).toBeTruthy();
  });
});

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signedInAs } from './support/session';

/** The visible text of the page, line by line, trimmed, without blanks. */
async function visibleLines(page: Page): Promise<Set<string>> {
  const text = await page.locator('body').innerText();
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** The visible lines of the frame (bars, menu, footer): the body's without those of `<main>`. */
async function frameLines(page: Page): Promise<Set<string>> {
  const all = await visibleLines(page);
  const content = await page.locator('main').innerText();
  for (const line of content.split('\n')) all.delete(line.trim());
  return all;
}

/**
 * Lines that read the same in both languages: names, the product, the languages' own names
 * and the copyright line.
 */
const SAME_IN_BOTH = new Set(['Kitebook', 'English', 'Deutsch', 'Julia Becker']);
const sameInBoth = (line: string) => SAME_IN_BOTH.has(line) || /^© \d{4} Kitebook$/.test(line);

test.describe('languages', () => {
  test('German changes every shell string on /login and survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const english = await visibleLines(page);

    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const german = await visibleLines(page);
    const unchanged = [...english].filter((line) => german.has(line) && !sameInBoth(line));
    expect(unchanged).toEqual([]);

    const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    // 365 days, give or take the seconds the test took.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page).toHaveTitle('Kitebook – Anmelden');
  });

  test('a signed-in user switches in the profile menu; menu and frame follow', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signedInAs(page, 'parent@kitebook.test', '/my/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal area' })).toBeVisible();
    // The frame only: the dashboard's content names services and children, the same in both.
    const english = await frameLines(page);

    await page.getByRole('button', { name: 'Julia Becker' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Persönlicher Bereich' })).toBeVisible();
    const german = await frameLines(page);
    const unchanged = [...english].filter((line) => german.has(line) && !sameInBoth(line));
    expect(unchanged).toEqual([]);
  });

  test('the browser language counts on the root path only', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await context.close();
  });
});

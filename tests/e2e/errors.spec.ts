import { expect, test } from '@playwright/test';
import { signedInAs } from './support/session';
import { logOutThroughMenu, submitSignIn } from './support/sign-in';

test.describe('error handling', () => {
  test('a 504 shows the backend-unavailable page with "Reload page", which retries', async ({
    page,
  }) => {
    await page.clock.install();
    let unavailable = true;
    await page.route('**/api/config', (route) =>
      unavailable
        ? route.fulfill({ status: 504, json: { message: 'error.backendUnavailable' } })
        : route.fallback(),
    );
    await page.goto('/login');
    // The client tries five times, waiting 1, 2, 4 and 8 s (spec 000 §7), on the page's clock.
    const heading = page.getByRole('heading', { name: 'Service unavailable' });
    await expect(async () => {
      await page.clock.runFor(1000);
      await expect(heading).toBeVisible({ timeout: 200 });
    }).toPass({ timeout: 20_000, intervals: [50] });
    await expect(
      page.getByText('The service is currently unavailable. Please try again later.'),
    ).toBeVisible();

    unavailable = false;
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a configuration that fails to load shows the global configuration error', async ({
    page,
  }) => {
    await page.route('**/api/config/feature-toggle', (route) =>
      route.fulfill({ status: 500, json: { message: 'error.unexpected' } }),
    );
    await page.goto('/login');
    await expect(page.getByText('The configuration could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });

  test('pseudo-constants that fail to load raise the error page after sign-in', async ({
    page,
  }) => {
    await page.route('**/api/pseudo-constants', (route) =>
      route.fulfill({ status: 500, json: { message: 'error.unexpected' } }),
    );
    await page.goto('/login');
    await submitSignIn(page, 'instructor@kitebook.test');
    await expect(page.getByText('The school-year data could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });

  test('a customer opening /customer lands on /error with a way to the start page', async ({
    page,
  }) => {
    await signedInAs(page, 'parent@kitebook.test', '/my/dashboard');
    await expect(page).toHaveURL('/my/dashboard');
    await page.goto('/customer');
    await expect(page).toHaveURL(/\/error/);
    await expect(page.getByText('You are not allowed to do this.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to start page' }).click();
    await expect(page).toHaveURL('/my/dashboard');
  });

  test('errors keep the signed-in frame: menu, profile menu and sign-out', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signedInAs(page, 'parent@kitebook.test', '/my/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    const profile = page.getByRole('button', { name: 'Julia Becker' });

    await page.goto('/customer');
    await expect(page).toHaveURL(/\/error\?message=error.forbidden$/);
    await expect(page.getByText('You are not allowed to do this.')).toBeVisible();
    await expect(menu).toBeVisible();
    await expect(profile).toBeVisible();
    // The way on by keyboard: the menu's entries are reachable and lead away from the error.
    await menu.getByRole('link', { name: 'Bookings' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/booking');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(menu).toBeVisible();
    await logOutThroughMenu(page, 'Julia Becker');
    await expect(page).toHaveURL('/login');

    // Signed out, the same pages keep the visitor's frame: no menu, the language switch.
    await page.goto('/error?message=error.forbidden');
    await expect(page.getByText('You are not allowed to do this.')).toBeVisible();
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
  });

  test('a global error keeps the signed-in frame too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route('**/api/pseudo-constants', (route) =>
      route.fulfill({ status: 500, json: { message: 'error.unexpected' } }),
    );
    await signedInAs(page, 'instructor@kitebook.test', '/dashboard');
    await expect(page.getByText('The school-year data could not be loaded.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });

  test('an unknown path shows the 404 text', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle('Kitebook – Page not found');
  });

  test('a missing script chunk reloads the page once, then shows the error page', async ({
    page,
  }) => {
    let loads = 0;
    page.on('load', () => loads++);
    // Every page chunk of the dashboard is "gone", as after a new release.
    await page.route(/\/assets\/dashboard-page-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404 }),
    );
    await page.goto('/login');
    await submitSignIn(page, 'admin@kitebook.test');
    await expect(
      page.getByText('A newer version of Kitebook is available.', { exact: false }),
    ).toBeVisible();
    expect(loads).toBe(2);
  });
});

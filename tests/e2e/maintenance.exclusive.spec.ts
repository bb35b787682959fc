import { expect, test } from '@playwright/test';
import { setConfiguration } from './support/api';
import { signedInAs } from './support/session';
import { sessionCookie, signInAs } from './support/sign-in';

// Maintenance mode changes what every page sees, so this file runs after all others.
test.describe('maintenance mode', () => {
  test.afterEach(async ({ request }) => {
    await setConfiguration(request, 'Maintenance_Value_Number', '0');
  });

  test('switched on, it logs a signed-in admin out at the next navigation', async ({
    page,
    request,
  }) => {
    await signedInAs(page, 'admin@kitebook.test', '/dashboard');
    await expect(page).toHaveURL('/dashboard');

    await setConfiguration(request, 'Maintenance_Value_Number', '1');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Participants' })
      .click();

    await expect(page).toHaveURL('/maintenance');
    await expect(page.getByRole('heading', { name: 'Maintenance in progress' })).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('kitebook.user'))).toBeNull();

    // Public pages stay reachable in their embeddable frame only as the notice.
    await page.goto('/public/eca');
    await expect(page).toHaveURL('/maintenance');

    await setConfiguration(request, 'Maintenance_Value_Number', '0');
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('heading', { name: 'Kitebook is available again' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to start page' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('a protected page opened during maintenance shows the notice', async ({ page, request }) => {
    await setConfiguration(request, 'Maintenance_Value_Number', '2');
    await page.goto('/login');
    await signInAs(page, 'parent@kitebook.test');
    await expect(page).toHaveURL('/maintenance');
    expect(await sessionCookie(page)).toBeUndefined();
  });
});

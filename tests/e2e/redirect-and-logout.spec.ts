import { expect, test } from '@playwright/test';
import { logOutThroughMenu, sessionCookie, submitSignIn } from './support/sign-in';

test.describe('protected pages and logout', () => {
  test('a protected URL while signed out leads to /login?redirect and back after sign-in', async ({
    page,
  }) => {
    await page.goto('/my/dashboard?tab=bookings');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/my/dashboard?tab=bookings');
    await submitSignIn(page, 'guardian@kitebook.test');
    await expect(page).toHaveURL('/my/dashboard?tab=bookings');
  });

  test('the redirect query wins over the start page', async ({ page }) => {
    await page.goto('/credentials');
    await expect(page).toHaveURL('/login?redirect=/credentials');
    await submitSignIn(page, 'provider@kitebook.test');
    await expect(page).toHaveURL('/credentials');
  });

  test('logout returns to /login, removes cookie and stored user and ends the session', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await submitSignIn(page, 'admin@kitebook.test');
    await expect(page).toHaveURL('/dashboard');
    const cookie = await sessionCookie(page);
    expect(cookie).toBeDefined();

    await logOutThroughMenu(page, 'Alex Morgan');
    await expect(page).toHaveURL('/login');
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('kitebook.user'))).toBeNull();
    // A copy of the token kept somewhere no longer works: the server ended the session.
    const headers = { Authorization: `Bearer ${cookie!.value}` };
    await expect
      .poll(async () => (await request.get('/api/auth/isLoggedOut', { headers })).status())
      .toBe(404);

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?redirect=/dashboard');
  });

  test('a session the server no longer knows is ended on the next visit', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'admin@kitebook.test');
    await expect(page).toHaveURL('/dashboard');
    const cookie = await sessionCookie(page);
    await page.context().addCookies([{ ...cookie!, value: 'not-a-valid-token' }]);
    await page.reload();
    await expect(page).toHaveURL('/login?redirect=/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('kitebook.user'))).toBeNull();
  });
});

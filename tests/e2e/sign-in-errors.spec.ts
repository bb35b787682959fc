import { expect, test } from '@playwright/test';
import { submitSignIn } from './support/sign-in';

test.describe('sign-in errors', () => {
  test('a wrong password shows the translated error and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'admin@kitebook.test', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('E-mail address or password is wrong.');
    await expect(page).toHaveURL('/login');
    // Focus is back in the password field, ready for another try.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await page.getByLabel('Password').getAttribute('id'));
  });

  test('in German the same error reads in German, and the switch is remembered', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page).toHaveTitle('Kitebook – Anmelden');

    await page.getByLabel('E-Mail').fill('member@kitebook.test');
    await page.getByLabel('Passwort').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch.');
    await expect(page).toHaveURL('/login');

    const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  });

  test('empty fields are reported beside each field before anything is sent', async ({ page }) => {
    let signInCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/signin')) signInCalls += 1;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Please enter your e-mail address.',
    );
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    await expect(page.getByLabel('E-mail')).toBeFocused();
    expect(signInCalls).toBe(0);
  });

  test('the form works from the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type('member@kitebook.test');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('kitebook-demo');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/my/dashboard');
  });
});

import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { sessionCookie, signInAs, submitSignIn } from './support/sign-in';

const LOGIN = 'member@kitebook.test';
const NEW_PASSWORD = 'a-new-secret-42';

test.describe('password change', () => {
  test.afterEach(async ({ request }) => {
    // Put the demo password back for the tests that follow.
    const signIn = await request.post('/api/auth/signin', {
      data: { login: LOGIN, password: NEW_PASSWORD },
    });
    if (!signIn.ok()) return;
    const { token } = (await signIn.json()) as { token: string };
    await request.post('/api/auth/change-password', {
      headers: { Authorization: `Bearer ${token}` },
      data: { oldPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD },
    });
  });

  test('checks the current password, logs out after the change, the new one works', async ({
    page,
  }) => {
    await signInAs(page, LOGIN);
    await page.goto('/password/change');
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password (at least 8 characters)').fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The two new passwords differ.')).toBeVisible();

    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/login');
    await expect(
      page.getByText('Your password was changed. Please sign in with the new one.'),
    ).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();

    await submitSignIn(page, LOGIN, NEW_PASSWORD);
    await expect(page).toHaveURL('/my/dashboard');
  });
});

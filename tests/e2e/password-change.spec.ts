import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { newTestCustomer } from './support/api';
import { signedInAs } from './support/session';
import { sessionCookie, submitSignIn } from './support/sign-in';

const NEW_PASSWORD = 'a-new-secret-42';

test.describe('password change', () => {
  // An account of its own: changing a demo account's password would trip up the specs that sign
  // in with it meanwhile. A member, as before: a new customer would first be asked for payment data.
  test('checks the current password, logs out after the change, the new one works', async ({
    page,
    request,
  }) => {
    const member = await newTestCustomer(request, 'Pia', { approveAs: ['MEMBER'] });
    const LOGIN = member.login;
    await signedInAs(page, member, '/password/change');
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

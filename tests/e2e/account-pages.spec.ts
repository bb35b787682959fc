import { expect, test } from '@playwright/test';
import { axeFor } from './support/axe';

test.describe('account pages', () => {
  test('sign-up sends the confirmation and does not sign in; a taken address is refused', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/signup');

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter the given name.', { exact: false })).toBeVisible();

    const email = `parent-${Date.now()}@example.org`;
    await page.getByLabel('Given name').fill('Lena');
    await page.getByLabel('Family name').fill('Vogel');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('New password (at least 8 characters)').fill('lena-secret-1');
    await page.getByLabel('Repeat the new password').fill('lena-secret-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please check your inbox')).toBeVisible();
    await expect(page.getByText(email, { exact: false })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'jwt')).toBeUndefined();

    const axe = await axeFor(page).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    );

    await page.goto('/signup');
    await page.getByLabel('Given name').fill('Julia');
    await page.getByLabel('Family name').fill('Becker');
    await page.getByLabel('E-mail').fill('parent@kitebook.test');
    await page.getByLabel('New password (at least 8 characters)').fill('julia-secret-1');
    await page.getByLabel('Repeat the new password').fill('julia-secret-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Please check your inbox')).toBeHidden();
  });

  test('a confirmation link that is not valid says so', async ({ page }) => {
    await page.goto('/signup/confirm?token=not-a-real-token');
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('forgot password answers the same for known and unknown addresses', async ({ page }) => {
    for (const email of ['parent@kitebook.test', 'nobody@example.org']) {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Send link' }).click();
      await expect(
        page.getByText(`If an account exists for ${email}, we have sent it a link`, {
          exact: false,
        }),
      ).toBeVisible();
    }
  });

  test('a reset link that is not valid is refused with a way to a new one', async ({ page }) => {
    await page.goto('/password/reset?token=used-or-made-up');
    await page.getByLabel('New password (at least 8 characters)').fill('another-secret-7');
    await page.getByLabel('Repeat the new password').fill('another-secret-7');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL('/password/forgot');
  });
});

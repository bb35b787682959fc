import { expect, test } from '@playwright/test';
import type { ConfigurationParameter } from '../../shared/model/config';
import { bearerFor, setConfiguration } from './support/api';
import { linkFromMail } from './support/mailbox';
import { signedInAs } from './support/session';
import { submitSignIn, submitSignUp } from './support/sign-in';

// Exclusive: while the switch is on, every sign-up of other specs would be approved at once.
test.afterAll(async ({ request }) => {
  await setConfiguration(request, 'autoApproveRegistrations', 'false');
});

test('with automatic approval on, a confirmed sign-up can sign in at once', async ({
  page,
  browser,
  request,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, 'sysadmin@kitebook.test', '/registrations');
  const autoApprove = admin.getByRole('switch', { name: 'Approve sign-ups automatically' });
  await expect(autoApprove).toHaveAttribute('aria-checked', 'false');
  await autoApprove.focus();
  await admin.keyboard.press('Space');
  await expect(autoApprove).toHaveAttribute('aria-checked', 'true');
  await expect(admin.getByText('Sign-ups are now approved automatically.')).toBeVisible();
  const saved = (await (
    await request.get('/api/configuration', {
      headers: await bearerFor(request, 'sysadmin@kitebook.test'),
    })
  ).json()) as ConfigurationParameter[];
  expect(saved.find((entry) => entry.key === 'autoApproveRegistrations')?.value).toBe('true');

  const login = `auto-${Date.now()}@example.org`;
  const password = 'auto-secret-1';
  await page.goto('/signup');
  await submitSignUp(page, { givenName: 'Omar', familyName: 'Haddad', email: login, password });
  await page.goto(await linkFromMail(request, login, '/signup/confirm?token='));
  await expect(page.getByText('your account is ready. You can sign in now.')).toBeVisible();

  // Nothing waits for approval, and the new parent signs in straight away.
  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: login })).toHaveCount(0);
  await page.goto('/login?redirect=/my/bookings');
  await submitSignIn(page, login, password);
  await page.waitForURL((url) => url.pathname === '/my/bookings');
  await expect(page.getByText('You have no bookings yet.')).toBeVisible();

  await autoApprove.click();
  await expect(autoApprove).toHaveAttribute('aria-checked', 'false');
  await expect(admin.getByText('Sign-ups now wait for your approval.')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { startOidcTestProvider, type OidcTestProvider } from '../support/oidc-test-provider';
import { setConfigurations } from './support/api';

/**
 * Sign-in with the school account (issue 21.5) against an OpenID provider this test starts
 * (tests/support/oidc-test-provider.ts), set in the configuration as a system administrator
 * would. Exclusive: while it is set, every /login page offers the school sign-in.
 */
let provider: OidcTestProvider;

test.beforeAll(async ({ baseURL }) => {
  provider = await startOidcTestProvider([{ id: 'kitebook', redirectUri: `${baseURL}/login` }]);
});

test.afterAll(async ({ request }) => {
  await setConfigurations(request, { ssoIssuer: '', ssoClientId: '', ssoClientSecret: '' });
  await provider.close();
});

test('a staff user signs in with the school account and lands on the office dashboard', async ({
  page,
  request,
}) => {
  await setConfigurations(request, {
    ssoIssuer: provider.issuer,
    ssoClientId: 'kitebook',
    ssoClientSecret: 'kitebook-secret',
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with the school account' }).click();

  // The provider's own sign-in form: the login there is the school account's e-mail.
  await page.waitForURL(`${provider.issuer}/**`);
  await page.locator('input[name="login"]').fill('instructor@kitebook.test');
  await page.locator('input[name="password"]').fill('school-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Signed in as instructor@kitebook.test')).toBeVisible();
});

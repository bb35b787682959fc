import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** Fills the sign-in form of the current page (English) and submits it. */
export async function submitSignIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The portal's session cookie, if set. */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'jwt');
}

/** Signs `login` in from /login and waits for the start page of their role. */
export async function signInAs(page: Page, login: string) {
  await page.goto('/login');
  await submitSignIn(page, login);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Logs out through the profile menu of the top bar, whose button shows the user's name. */
export async function logOutThroughMenu(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

/** What the sign-up form asks for. */
export interface SignUpFields {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
}

/**
 * Fills the sign-up form inside `scope` (the portal's /signup page or the widget dialog's
 * "Create account" tab, English), submits it and waits for "Please check your inbox".
 */
export async function submitSignUp(
  scope: Page | Locator,
  { givenName, familyName, email, password }: SignUpFields,
) {
  await scope.getByLabel('Given name').fill(givenName);
  await scope.getByLabel('Family name').fill(familyName);
  await scope.getByLabel('E-mail').fill(email);
  await scope.getByLabel('New password (at least 8 characters)').fill(password);
  await scope.getByLabel('Repeat the new password').fill(password);
  await scope.getByRole('button', { name: 'Create account' }).click();
  await expect(scope.getByText('Please check your inbox')).toBeVisible();
}

import type { Page } from '@playwright/test';
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

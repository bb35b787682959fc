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

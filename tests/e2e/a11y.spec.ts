import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { submitSignIn } from './support/sign-in';
import { signedInAs } from './support/session';

test.describe('accessibility', () => {
  test('/login has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/login with an error shown has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'sysadmin@kitebook.test', 'wrong-password');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/dashboard, with and without the profile menu open', async ({ page }) => {
    await signedInAs(page, 'admin@kitebook.test', '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Alex Morgan' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/my/dashboard, also with the drawer open on a phone', async ({ page }) => {
    await signedInAs(page, 'parent@kitebook.test', '/my/dashboard');
    await expect(page.getByRole('heading', { name: 'Personal area', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/error and the 404 page', async ({ page }) => {
    await page.goto('/error?message=error.forbidden');
    await expect(page.getByText('You are not allowed to do this.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/no/such/page');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/imprint and /public', async ({ page }) => {
    await page.goto('/imprint');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/public');
    await expect(page.getByRole('heading', { name: 'Public offers', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signedInAs } from './support/session';

/**
 * The entries of spec 000 §2 "Side menu entries by role" for each demo account, without the
 * customer's "Lists", which the route table refuses them (shared/access/README.md).
 */
const MENUS = {
  'admin@kitebook.test': [
    'Dashboard',
    'Participants',
    'Bookings',
    'Calendar',
    'Activities',
    'Documents',
    'Pick-up persons',
    'Lists',
    'Invoices',
    'Customers',
    'Management',
    'Instructors',
    'Locations',
    'Business areas',
    'Stops',
    'Persons',
    'Basket',
    'E-mails',
    'Public offers',
    'Personal area',
  ],
  // API keys: the system administrator manages the providers' keys (spec 002 §1, issue 21).
  'sysadmin@kitebook.test': [
    'Users',
    'Registrations',
    'Administration',
    'API keys',
    'Public offers',
  ],
  'instructor@kitebook.test': [
    'Participants',
    'Bookings',
    'Calendar',
    // Issue 16: instructors read the services they teach (shared/access/README.md).
    'Activities',
    'Public offers',
    'Personal area',
  ],
  // The parent starts in the personal area (/my/dashboard), whose own screens show beneath it.
  'parent@kitebook.test': [
    'Participants',
    'Bookings',
    'Calendar',
    'Documents',
    'Pick-up persons',
    'Public offers',
    'Personal area',
    'Overview',
    'My children',
    'My bookings',
    'Week plan',
    'Absences',
    'My pick-up persons',
    // The demo switches the bus and childminding bookings on.
    'School bus',
    'Childminding',
    'My data',
    'My documents',
  ],
  'provider@kitebook.test': ['Public offers'],
};

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('side menu', () => {
  for (const [login, entries] of Object.entries(MENUS)) {
    test(`${login} sees exactly the spec's entries`, async ({ page }) => {
      await signedInAs(page, login, '/');
      await expect(mainNavigation(page).getByRole('link')).toHaveText(entries);
    });
  }

  test('marks the current entry and keeps the drawer toggle from external providers', async ({
    page,
  }) => {
    await signedInAs(page, 'admin@kitebook.test', '/');
    const menu = mainNavigation(page);
    await menu.getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL('/event');
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    await expect(page).toHaveTitle('Kitebook – Activities');
    await expect(menu.locator('[aria-current="page"]')).toHaveText('Activities');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();

    await page.context().clearCookies();
    await signedInAs(page, 'provider@kitebook.test', '/');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
    await expect(mainNavigation(page).getByRole('link')).toHaveText(['Public offers']);
  });

  test('the logo leads home for ADMIN only', async ({ page }) => {
    await signedInAs(page, 'instructor@kitebook.test', '/');
    await expect(page.getByRole('button', { name: 'Start page' })).toBeDisabled();
    await page.context().clearCookies();
    await signedInAs(page, 'admin@kitebook.test', '/calendar');
    await page.getByRole('button', { name: 'Start page' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('on a phone the drawer opens by keyboard, traps focus, closes on Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signedInAs(page, 'parent@kitebook.test', '/');
    // While the modal drawer is open the page behind it is hidden from the accessibility tree.
    const toggle = page.locator('header button[aria-controls]');
    await expect(toggle).toHaveAccessibleName('Menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Tab through more stops than the drawer has: focus never leaves it.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect.poll(() => toggle.evaluate((node) => node === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await drawer.getByRole('link', { name: 'Bookings', exact: true }).click();
    await expect(page).toHaveURL('/booking');
    await expect(drawer).toBeHidden();
    // Nothing sticks out sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  test('a deep link with a plan query survives sign-in and names the plan', async ({ page }) => {
    await page.goto('/event?plan=Chess%20Club');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/event?plan=Chess Club');
    await page.getByLabel('E-mail').fill('admin@kitebook.test');
    await page.getByLabel('Password').fill('kitebook-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The services list searches for the plan's service (spec 000 §2 navigation targets).
    await expect(page).toHaveURL('/event?search=Chess+Club');
    await expect(page.getByLabel('Search name or key')).toHaveValue('Chess Club');
  });
});

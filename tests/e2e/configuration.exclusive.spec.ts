import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearerFor, setConfiguration } from './support/api';
import { seriousViolations } from './support/axe';
import { signedInAs } from './support/session';

// The configuration changes what every page sees (a toggle, maintenance),
// so this file runs with the exclusive project, after all others, one test at a time. Each
// test's change is undone in afterEach, which runs even when the test ran out of time.

/** The first visit of the screen loads its chunk and catalogs: slow on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

async function restore(request: APIRequestContext) {
  const sysadmin = await bearerFor(request, 'sysadmin@kitebook.test');
  await request.put('/api/config/feature-toggle', {
    headers: sysadmin,
    data: { name: 'enableUserManual', enabled: false },
  });
  await setConfiguration(request, 'Maintenance_Value_Number', '0');
}

test.describe('running the year', () => {
  test.afterEach(async ({ request }) => restore(request));

  test('the configuration screen passes axe and refuses a sender that is no e-mail', async ({
    page,
  }) => {
    await signedInAs(page, 'sysadmin@kitebook.test', '/admin');
    const sender = page.getByLabel('Sender address');
    await expect(sender).toBeVisible(FIRST_LOAD);
    expect(await seriousViolations(page)).toEqual([]);
    await sender.fill('office at school');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(sender).toBeFocused();
    await expect(sender).toHaveAttribute('aria-invalid', 'true');
  });

  test('sysadmin@ switches the user manual on and admin@ finds it', async ({ page, browser }) => {
    await signedInAs(page, 'sysadmin@kitebook.test', '/admin/toggles');
    const manual = page.getByRole('switch', { name: 'User manual (enableUserManual)' });
    await expect(manual).toHaveAttribute('aria-checked', 'false', FIRST_LOAD);
    // While the toggle is off, no screen links to its manual.
    await expect(page.getByRole('banner').getByRole('link', { name: 'User manual' })).toHaveCount(
      0,
    );
    await manual.click();
    await expect(manual).toHaveAttribute('aria-checked', 'true');

    // A context of its own: axe runs only in a page of one.
    const context = await browser.newContext();
    const office = await context.newPage();
    await signedInAs(office, 'admin@kitebook.test', '/user-manual');
    await expect(
      office.getByRole('link', { name: /Manual for administrators/ }).first(),
    ).toBeVisible(FIRST_LOAD);

    // An office screen's help link in the top bar opens that screen's manual.
    await office.goto('/location');
    await expect(office.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible(
      FIRST_LOAD,
    );
    await office.getByRole('banner').getByRole('link', { name: 'User manual' }).click();
    await expect(office).toHaveURL('/user-manual/locations');
    await expect(office.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(office.getByRole('heading', { name: 'Who may use it' })).toBeVisible();
    expect(await seriousViolations(office)).toEqual([]);
    await context.close();
  });

  test('maintenance set on /admin sends a signed-in parent to /maintenance', async ({
    page,
    browser,
  }) => {
    const parent = await browser.newPage();
    await signedInAs(parent, 'parent@kitebook.test', '/my/dashboard');

    await signedInAs(page, 'sysadmin@kitebook.test', '/admin');
    const maintenance = page.getByLabel('Maintenance (Maintenance_Value_Number)');
    await expect(maintenance).toHaveValue('0', FIRST_LOAD);
    await maintenance.fill('1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/Maintenance mode is on/)).toBeVisible();

    await parent
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Participants' })
      .click();
    await expect(parent).toHaveURL('/maintenance');
    await parent.close();

    // The system administrator stays signed in, and switches it off again here.
    await maintenance.fill('0');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/Maintenance mode is on/)).toBeHidden();
  });
});

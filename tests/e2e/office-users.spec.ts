import { expect, test, type Page } from '@playwright/test';
import { newTestCustomer } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { uniqueName } from './support/places';
import { signedInAs } from './support/session';

const ADMIN = 'admin@kitebook.test';

const dialog = (page: Page) => page.getByRole('dialog').first();
const alert = (page: Page) => page.getByRole('alertdialog');
const panel = (page: Page) => dialog(page).getByRole('tabpanel');

async function openUsers(page: Page) {
  await signedInAs(page, ADMIN, '/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

test.describe('/user', () => {
  // Sign-ups, sign-ins, the login check's waits and axe runs: on a loaded machine (seven
  // sessions testing at once) more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test("locks a user: that user's next request answers 401", async ({ page, request }) => {
    const customer = await newTestCustomer(request, 'Lotte', { familyName: uniqueName('Sperr') });
    const name = `${customer.givenName} ${customer.familyName}`;
    const asCustomer = () => request.get('/api/user/role', { headers: customer.headers });
    expect((await asCustomer()).status()).toBe(200);

    await openUsers(page);
    expect(await violationsWhenSettled(page)).toEqual([]);
    await page.getByLabel('Search by login or name').fill(customer.login);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/user\/\d+/);
    await expect(dialog(page).getByRole('heading', { name: 'Edit user' })).toBeVisible();
    await expect(panel(page).getByLabel('Login (e-mail)')).toHaveValue(customer.login);
    expect(await violationsWhenSettled(page)).toEqual([]);

    await dialog(page).getByRole('button', { name: 'Lock' }).click();
    await expect(alert(page).getByRole('heading', { name: `Lock ${name}?` })).toBeVisible();
    await alert(page).getByRole('button', { name: 'Lock' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${name} is locked and signed out everywhere.` }),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: customer.login })).toContainText('Locked');
    expect((await asCustomer()).status()).toBe(401);
  });

  test('creates a user and person; a taken login is named after typing', async ({ page }) => {
    const familyName = uniqueName('Neu');
    const login = `${familyName.replace(/\W+/g, '.').toLowerCase()}@example.com`;
    await openUsers(page);
    await page.getByRole('button', { name: 'New user' }).click();
    await expect(dialog(page).getByRole('tab')).toHaveText(['User', 'Person']);
    const loginField = panel(page).getByLabel('Login (e-mail)');
    await loginField.fill('parent@kitebook.test');
    await expect(panel(page)).toContainText(
      'Enter a valid e-mail address that no other user has as login.',
    );
    await loginField.fill(login);
    await expect(panel(page)).not.toContainText('no other user has');
    await panel(page).getByRole('checkbox', { name: 'Instructor' }).check();
    await dialog(page).getByRole('tab', { name: 'Person' }).click();
    await panel(page).getByLabel('Given name').fill('Ilse');
    await panel(page).getByLabel('Family name').fill(familyName);
    await panel(page).getByLabel('Gender').selectOption('FEMALE');
    expect(await violationsWhenSettled(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(
      alert(page).getByRole('heading', { name: 'Create user and person?' }),
    ).toBeVisible();
    await alert(page).getByRole('button', { name: 'Create' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Ilse ${familyName} was saved.` }),
    ).toBeVisible();
    await page.getByLabel('Search by login or name').fill(login);
    await expect(page.getByRole('row').filter({ hasText: login })).toContainText('Instructor');
  });

  test('links a registration approved on /registrations to its user', async ({ page, request }) => {
    const familyName = uniqueName('Anmeld');
    const login = `${familyName.replace(/\W+/g, '.').toLowerCase()}@example.com`;
    const signUp = await request.post('/api/auth/signup', {
      data: {
        givenName: 'Rita',
        familyName,
        email: login,
        password: 'kitebook-demo',
        locale: 'en',
      },
    });
    expect(signUp.ok()).toBe(true);
    await signedInAs(page, 'sysadmin@kitebook.test', '/registrations');
    await page.getByLabel('Search by name or e-mail').fill(login);
    await page
      .getByRole('button', { name: `Review the registration of Rita ${familyName}` })
      .click();
    await dialog(page).getByRole('button', { name: 'Unlock user with roles' }).click();
    // Click the link once the page has settled: the dialog closed and the approved sign-up gone
    // from the list above (its reload moves the link up; a click during the move misses it).
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'No sign-up matches the search.' })).toBeVisible();
    await page.getByRole('link', { name: `Open the user Rita ${familyName}` }).click();
    await expect(page).toHaveURL(/\/user\/\d+/);
    await expect(panel(page).getByLabel('Login (e-mail)')).toHaveValue(login);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { violationsWhenSettled } from './support/axe';
import { uniqueName } from './support/places';
import { signedInAs } from './support/session';

const ADMIN = 'admin@kitebook.test';
const INSTRUCTOR = 'instructor@kitebook.test';

const dialog = (page: Page) => page.getByRole('dialog');

/** /instructor as `login`, its list narrowed to `search` when given. */
async function openInstructors(page: Page, login: string, search?: string) {
  await signedInAs(
    page,
    login,
    search ? `/instructor?search=${encodeURIComponent(search)}` : '/instructor',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Instructors' })).toBeVisible();
}

test.describe('/instructor', () => {
  test('creates an instructor in the dialog, finds it in the list and edits it', async ({
    page,
  }) => {
    const familyName = uniqueName('Lindner');
    await openInstructors(page, ADMIN);
    await page.getByRole('button', { name: 'New instructor' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'New instructor' })).toBeVisible();
    // No Events tab for someone who teaches nothing yet.
    await expect(dialog(page).getByRole('tab')).toHaveCount(0);
    await dialog(page).getByLabel('Given name').fill('Greta');
    await dialog(page).getByLabel('Family name').fill(familyName);
    await dialog(page).getByLabel('Gender').selectOption('FEMALE');
    await dialog(page).getByLabel('E-mail').fill('greta.example');
    await dialog(page).getByLabel('After-school activity').check();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toContainText('You must provide a correct email.');
    await expect(dialog(page).getByLabel('E-mail')).toBeFocused();
    await dialog(page).getByLabel('E-mail').fill('greta@example.com');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Greta ${familyName} saved.` }),
    ).toBeVisible();
    await expect(dialog(page)).toBeHidden();

    await page.getByLabel('Search by name or e-mail').fill(familyName);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('row').filter({ hasText: familyName });
    await expect(row).toContainText('greta@example.com');
    await expect(row).toContainText('After-school activity');

    await page.getByRole('button', { name: `Edit Greta ${familyName}` }).click();
    await expect(page).toHaveURL(/\/instructor\/\d+/);
    await expect(dialog(page).getByRole('heading', { name: 'Edit instructor' })).toBeVisible();
    await expect(dialog(page).getByLabel('E-mail')).toHaveValue('greta@example.com');
    await dialog(page).getByLabel('Holiday camp').check();
    await dialog(page).getByLabel('Notes').fill('Also teaches chess');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/instructor\?/);
    await expect(row).toContainText('Holiday camp');
  });

  test('shows the services an instructor teaches in the Events tab, linked to the service', async ({
    page,
  }) => {
    await openInstructors(page, ADMIN, 'Weber');
    await page.getByRole('button', { name: 'Edit Jordan Weber' }).click();
    await dialog(page).getByRole('tab', { name: 'Events' }).click();
    const links = dialog(page).getByRole('link');
    await expect(links.first()).toHaveAttribute('href', /^\/event\/\d+$/);
    expect(await violationsWhenSettled(page)).toEqual([]);
    await dialog(page).getByRole('tab', { name: 'Person' }).click();
    await expect(dialog(page).getByLabel('Given name')).toHaveValue('Jordan');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('the list and the new-instructor dialog pass axe and work from the keyboard', async ({
    page,
  }) => {
    await openInstructors(page, ADMIN);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
    await page.getByRole('button', { name: 'New instructor' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    // Focus moves into the dialog, and back to the button once Escape closed it.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]'))))
      .toBe(true);
    expect(await violationsWhenSettled(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'New instructor' })).toBeFocused();
  });

  test('an instructor sees their own entry only, read-only, without New or Edit', async ({
    page,
  }) => {
    await openInstructors(page, INSTRUCTOR);
    await expect(page.getByRole('row').filter({ hasText: 'Weber' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'New instructor' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    // Their own row opens their dialog read-only: no Save, nothing editable, Close.
    await page.getByRole('button', { name: 'Show Jordan Weber' }).click();
    await expect(page).toHaveURL(/\/instructor\/\d+/);
    const ownUrl = page.url();
    await expect(
      dialog(page).getByRole('heading', { name: 'Instructor', exact: true }),
    ).toBeVisible();
    await expect(dialog(page).getByLabel('Family name')).toHaveValue('Weber');
    await expect(dialog(page).getByLabel('Family name')).toBeDisabled();
    await expect(dialog(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
    expect(await violationsWhenSettled(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/instructor$/);
    // Another instructor's address in the URL opens nothing for a reader.
    const own = Number(/\/instructor\/(\d+)/.exec(ownUrl)![1]);
    await page.goto(`/instructor/${own + 1}`);
    await expect(page.getByRole('row').filter({ hasText: 'Weber' })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    expect(await violationsWhenSettled(page)).toEqual([]);
  });
});

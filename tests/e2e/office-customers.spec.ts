import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { CustomerRow } from '../../shared/model/customer-office';
import type { ListAnswer } from '../../shared/model/list';
import { bearerFor } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { uniqueName } from './support/places';
import { signedInAs } from './support/session';

const ADMIN = 'admin@kitebook.test';

const dialog = (page: Page) => page.getByRole('dialog');
/** The dialog's shown tab: every tab stays mounted, so the fields of the others are hidden. */
const panel = (page: Page) => dialog(page).getByRole('tabpanel');

async function openCustomers(page: Page) {
  await signedInAs(page, ADMIN, '/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
}

/** Fills the Person tab of the open customer dialog. */
async function fillPerson(page: Page, familyName: string, email: string) {
  await panel(page).getByLabel('Given name').fill('Jörg');
  await panel(page).getByLabel('Family name').fill(familyName);
  await panel(page).getByLabel('Gender').selectOption('MALE');
  await panel(page).getByLabel('E-mail', { exact: true }).fill(email);
  await panel(page).getByLabel('Mobile', { exact: true }).fill('+49 170 1234567');
}

test.describe('/customer', () => {
  test('creates a customer, finds and edits it, refuses an e-mail on file', async ({ page }) => {
    const familyName = uniqueName('Könst');
    const email = `${familyName.replace(/\W+/g, '.').toLowerCase()}@example.com`;
    await openCustomers(page);
    expect(await violationsWhenSettled(page)).toEqual([]);

    await page.getByRole('button', { name: 'New customer' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'New customer' })).toBeVisible();
    await expect(dialog(page).getByRole('tab')).toHaveText(['Person', 'Spouse', 'Customer']);
    await fillPerson(page, familyName, email);
    await dialog(page).getByRole('tab', { name: 'Customer' }).click();
    await panel(page).getByLabel("Member of the parents' association").check();
    await panel(page).getByLabel('Bank name').fill('Sparkasse');
    expect(await violationsWhenSettled(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Jörg ${familyName} saved.` }),
    ).toBeVisible();
    await expect(dialog(page)).toBeHidden();

    await page.getByLabel('Search by name, e-mail, child or membership').fill(familyName);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('row').filter({ hasText: familyName });
    await expect(row).toContainText(email);
    await expect(row).toContainText('Member');

    await page.getByRole('button', { name: `Edit Jörg ${familyName}` }).click();
    await expect(page).toHaveURL(/\/customer\/\d+/);
    await expect(dialog(page).getByRole('heading', { name: 'Edit customer' })).toBeVisible();
    await dialog(page).getByRole('tab', { name: 'Customer' }).click();
    await expect(panel(page).getByLabel('Bank name')).toHaveValue('Sparkasse');
    await expect(panel(page).getByLabel('Bank name')).toHaveAttribute('readonly', '');
    await dialog(page).getByRole('tab', { name: 'Spouse' }).click();
    await panel(page).getByLabel('Given name').fill('Anna');
    await panel(page).getByLabel('Family name').fill(familyName);
    await panel(page).getByLabel('Gender').selectOption('FEMALE');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/customer\?/);

    // The History tab shows the edit: who, and the spouse's fields before → after.
    await page.getByRole('button', { name: `Edit Jörg ${familyName}` }).click();
    await dialog(page).getByRole('tab', { name: 'History' }).click();
    const edit = panel(page).getByRole('listitem').first();
    await expect(edit).toContainText('Alex Morgan');
    await expect(edit.getByRole('row', { name: /Spouse: Given name/ })).toContainText('→ Anna');
    expect(await violationsWhenSettled(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();

    // A second customer with the same e-mail is refused with the spec's message.
    await page.getByRole('button', { name: 'New customer' }).click();
    await fillPerson(page, uniqueName('Zweit'), email.toUpperCase());
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toContainText('A customer with this e-mail already exists.');
  });

  test('shows the children of a family with a link to book for each', async ({ page, request }) => {
    // A demo family with children, found through the list's API.
    const answer = await request.get('/api/customer/?pageSize=200', {
      headers: await bearerFor(request, ADMIN),
    });
    const { items } = (await answer.json()) as ListAnswer<CustomerRow>;
    const family = items.find((row) => row.children.length > 0)!;
    const child = family.children[0]!;
    await openCustomers(page);
    await page.getByLabel('Search by name, e-mail, child or membership').fill(child);
    const row = page.getByRole('row').filter({ hasText: child });
    await row
      .getByRole('button', { name: `Edit ${family.givenName} ${family.familyName}` })
      .click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit customer' })).toBeVisible();
    await dialog(page).getByRole('tab', { name: 'Participants' }).click();
    const book = dialog(page).getByRole('button', { name: `Book a service for ${child}` });
    await expect(book).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
    // "Book" opens the booking dialog for that child (spec 001 §2.2).
    await book.click();
    await expect(page.getByRole('heading', { name: 'New booking' })).toBeVisible();
  });

  test('downloads the members as CSV with a BOM', async ({ page }) => {
    await openCustomers(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export members' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('"Membership ID";"Family name"');
  });
});

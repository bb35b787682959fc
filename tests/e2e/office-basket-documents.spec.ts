import { expect, test, type APIRequestContext } from '@playwright/test';
import type { BasketAddResult } from '../../shared/model/basket';
import type { CustomerRow } from '../../shared/model/customer-office';
import type { DocumentListAnswer } from '../../shared/model/document';
import type { ListAnswer } from '../../shared/model/list';
import { bearerFor } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { signedInAs } from './support/session';

const ADMIN = 'admin@kitebook.test';
const PARENT = 'parent@kitebook.test';
/** A lazy office page under load (seven sessions on two cores) takes longer than the default. */
const SLOW = { timeout: 20_000 };
// The journeys take several loads and two axe runs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The first five customers by family name with an e-mail, as the list's first page shows them. */
async function firstFiveCustomers(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/customer/?pageSize=5', { headers });
  const page = (await response.json()) as ListAnswer<CustomerRow>;
  expect(page.items.every((row) => row.email)).toBe(true);
  return page.items;
}

const entryOf = (row: CustomerRow) => ({
  id: row.id,
  type: 'CUSTOMER',
  name: `${row.familyName}, ${row.givenName}`,
  email: row.email!,
});

test.describe('/basket', () => {
  test('adds five customers in bulk, reports those already in, and keeps them after a reload', async ({
    page,
    request,
  }) => {
    const headers = await bearerFor(request, ADMIN);
    const five = await firstFiveCustomers(request, headers);
    // Two of the five are in the basket before, the other three not.
    for (const row of five) await request.delete(`/api/basket/CUSTOMER/${row.id}`, { headers });
    for (const row of five.slice(0, 2)) {
      const added = await request.post('/api/basket', { headers, data: entryOf(row) });
      expect(((await added.json()) as BasketAddResult).added).toHaveLength(1);
    }

    await signedInAs(page, ADMIN, '/customer?pageSize=5');
    await expect(page.getByRole('row')).toHaveCount(6, SLOW);
    await page.getByLabel('Select all rows on this page').check();
    const bar = page.getByRole('region', { name: 'Actions for the selected rows' });
    await expect(bar).toContainText('5 selected');
    await bar.getByRole('button', { name: 'Add to basket' }).click();
    const names = five.slice(0, 2).map((row) => entryOf(row).name);
    await expect(page.getByRole('status').filter({ hasText: 'Already in the basket' })).toHaveText(
      new RegExp(`Already in the basket: ${names.join('; ')}\\. 3 others added\\.`),
    );
    await expect(bar).toBeHidden();

    await page.goto('/basket?search=');
    await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible(SLOW);
    for (const row of five) {
      // By the e-mail: the demo has namesakes.
      await expect(page.getByRole('row').filter({ hasText: row.email! })).toContainText(
        entryOf(row).name,
        SLOW,
      );
    }
    await page.reload();
    for (const row of five) {
      await expect(page.getByRole('row').filter({ hasText: row.email! })).toBeVisible(SLOW);
    }
    expect(await violationsWhenSettled(page)).toEqual([]);

    const gone = five[4]!;
    const goneRow = page.getByRole('row').filter({ hasText: gone.email! });
    await goneRow
      .getByRole('button', { name: `Remove ${entryOf(gone).name} from the basket` })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: `${entryOf(gone).name} removed` }),
    ).toBeVisible();
    await expect(goneRow).toHaveCount(0);
  });
});

test.describe('/document', () => {
  test('a parent sees their own documents only, and downloads one', async ({ page, request }) => {
    const headers = await bearerFor(request, PARENT);
    const own = (await (
      await request.get('/api/document/list?pageSize=200', { headers })
    ).json()) as DocumentListAnswer;
    expect(own.total).toBeGreaterThan(0);
    const owners = new Set(own.documents.map((document) => document.owner));

    await signedInAs(page, PARENT, '/document?pageSize=100');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible(SLOW);
    const rows = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Download/ }) });
    await expect(rows).toHaveCount(own.total, SLOW);
    // Every row is one of the family's: its owner is the parent (or their spouse).
    for (const text of await rows.allInnerTexts()) {
      expect(
        [...owners].some((owner) => owner !== null && text.includes(owner)),
        text,
      ).toBe(true);
    }
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    expect(await violationsWhenSettled(page)).toEqual([]);

    const first = own.documents[0]!;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${first.name}` }).click();
    expect((await download).suggestedFilename()).toBe(first.name);
  });

  test('an admin renames a document in its dialog', async ({ page }) => {
    await signedInAs(page, ADMIN, '/document?type=SUPERSEDED_INVOICE');
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await edit.click(SLOW);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Document' })).toBeVisible();
    const name = dialog.getByLabel('Name');
    const before = await name.inputValue();
    await name.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText("Please enter the document's name.")).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
    await name.fill(`${before.replace(/\.pdf$/, '')} (old).pdf`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: '(old).pdf' }).first()).toBeVisible();
  });
});

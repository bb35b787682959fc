import { expect as baseExpect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DESKTOP } from './support/office';
import { signedInAs } from './support/session';

// The office's month end (issue 22.3): create last month's drafts for the after-school
// activities, review the Becker family's, issue it; then parent@ finds it under /my/documents.
test.use({ viewport: DESKTOP });

// A month's run and the PDF of an issue take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const ADMIN = 'admin@kitebook.test';
const PARENT = 'parent@kitebook.test';

test.describe.serial('monthly invoices', () => {
  let number = '';

  test('admin creates the drafts, reviews one and issues it', async ({ page }) => {
    await signedInAs(page, ADMIN, '/invoices?product=eca');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await page.getByRole('button', { name: 'Create drafts' }).click();
    await expect(page.getByText(/drafts created, 0 families already had one/)).toBeVisible();

    await page.getByLabel('Search family or number').fill('Becker');
    const row = page.getByRole('row', { name: /Becker, Julia/ });
    await expect(row).toContainText('Draft');
    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Invoice' });
    const lines = dialog.getByRole('table', { name: "The invoice's lines" });
    await expect(lines.getByRole('rowheader', { name: 'Noah Becker' }).first()).toBeVisible();
    await expect(lines).toContainText('Chess Club');
    await expect(lines).toContainText('Monthly cost');
    await expect(lines).toContainText('Sibling discount (10 %)');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Issue' }).click();
    const issued = page.getByText(/^Invoice \d{4}-\d{5} issued\.$/);
    await expect(issued).toBeVisible();
    number = /(\d{4}-\d{5})/.exec(await issued.innerText())![1]!;
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Issued');
    await expect(row).toContainText(number);

    // A second run of the month changes nothing.
    await page.getByRole('button', { name: 'Create drafts' }).click();
    await expect(
      page.getByText(/^0 drafts created, \d+ families already had one\.$/),
    ).toBeVisible();
  });

  test('parent@ sees the new invoice among the family documents', async ({ page }) => {
    expect(number).not.toBe('');
    await signedInAs(page, PARENT, '/my/documents');
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await expect(invoices.getByText(`Invoice ${number}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

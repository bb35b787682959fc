import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import type { InvoiceIssueAnswer, InvoiceRow } from '../../shared/model/invoice';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';
import { bearerFor } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP } from './support/office';
import { signedInAs } from './support/session';

// The month's SEPA file of the school bus invoices (issue 22.5): last month's run and the issue
// of a few drafts through the API (office-invoices.spec.ts covers those screens, on ECA), then
// the office checks the file in the dialog and downloads it.
test.use({ viewport: DESKTOP });
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const ADMIN = 'admin@kitebook.test';

test('admin checks and downloads the SEPA file of a month of invoices', async ({
  page,
  request,
}) => {
  const headers = await bearerFor(request, ADMIN);
  const [thisYear, thisMonth] = todayIn(DEFAULT_SCHOOL_TIME_ZONE, new Date())
    .split('-')
    .map(Number) as [number, number];
  const year = thisMonth === 1 ? thisYear - 1 : thisYear;
  const month = thisMonth === 1 ? 12 : thisMonth - 1;
  const monthText = `${year}-${String(month).padStart(2, '0')}`;
  const run = await request.put('/api/invoice/run', {
    headers,
    data: { year, month, product: 'school-bus' },
  });
  expect(run.ok()).toBe(true);
  const rows = (await (
    await request.get(`/api/invoice/list?year=${year}&month=${month}&product=school-bus`, {
      headers,
    })
  ).json()) as InvoiceRow[];
  const drafts = rows.filter((row) => row.type === 'INVOICE_DRAFT').slice(0, 3);
  const issue = await request.put('/api/invoice/issue', {
    headers,
    data: { documentIds: drafts.map((row) => row.documentId) },
  });
  expect(issue.ok()).toBe(true);
  const { issued } = (await issue.json()) as InvoiceIssueAnswer;

  await signedInAs(page, ADMIN, `/invoices?month=${monthText}&product=school-bus`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.getByRole('button', { name: 'SEPA file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Direct debit of the invoices' });
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByText(/^\d+ collections?, .+ in all$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoices-school-bus-${monthText}-direct-debit.xml`);
  const xml = await readFile((await file.path())!, 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
  // Each issued invoice is collected in the file, or its family is listed as left out.
  const leftOut = dialog.getByRole('table', { name: /Left out/ });
  for (const invoice of issued) {
    if (xml.includes(`<EndToEndId>${invoice.number}</EndToEndId>`)) continue;
    await expect(leftOut).toContainText(invoice.number!);
  }
  expect(issued.some((invoice) => xml.includes(`<EndToEndId>${invoice.number}</EndToEndId>`))).toBe(
    true,
  );
});

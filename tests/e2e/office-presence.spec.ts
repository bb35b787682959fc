import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { HOMEWORK_CLUB } from '../../server/db/seed/presence-showcase';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/sign-in';

// The instructor takes today's register on a phone at the door (issue 18.3, 18.4). It ticks a
// child of the demo's Daily Study Hall, which only this spec changes (no other spec reads it).
test.use({ viewport: { width: 390, height: 844 } });

const dialog = (page: Page) =>
  page.getByRole('dialog', { name: `Presence list: ${HOMEWORK_CLUB}` });
const CLOCK = /^\d\d:\d\d$/;

async function openRegister(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: new RegExp(HOMEWORK_CLUB) }).click();
  await expect(dialog(page).getByRole('heading', { level: 4 }).first()).toBeVisible();
}

const card = (page: Page, name: string): Locator =>
  dialog(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name, exact: true }) });

test('an instructor ticks today’s register on a phone, saves, sees it after a reload and downloads the PDF of 4 dates', async ({
  page,
}) => {
  // Two axe runs and a PDF on a busy machine.
  test.setTimeout(90_000);
  await signInAs(page, 'instructor@kitebook.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const club = page.getByRole('button', { name: new RegExp(HOMEWORK_CLUB) });
  await expect(page.getByRole('heading', { name: "Today's presence lists" })).toBeVisible();
  await expect(page.getByText('Loading the presence list…')).toHaveCount(0);
  test.skip(
    (await club.count()) === 0,
    'the Daily Study Hall pauses in breaks and on public holidays',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await openRegister(page);
  // A child not ticked yet and not reported absent.
  const open = dialog(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: 'Present', checked: false }) })
    .filter({ hasNotText: 'Absent' })
    .first();
  const name = (await open.getByRole('heading', { level: 4 }).textContent())!;
  const row = card(page, name);
  await row.getByRole('checkbox', { name: 'Present' }).check();
  await expect(row.getByRole('textbox', { name: `Arrival time ${name}` })).toHaveValue(CLOCK);
  await row.getByRole('checkbox', { name: 'Picked up' }).check();
  await expect(row.getByRole('textbox', { name: `Pick-up time ${name}` })).toHaveValue(CLOCK);
  const arrival = await row.getByRole('textbox', { name: `Arrival time ${name}` }).inputValue();
  const pickUp = await row.getByRole('textbox', { name: `Pick-up time ${name}` }).inputValue();
  // Big enough to hit with a thumb.
  const box = await row.getByText('Present', { exact: true }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The presence list was saved.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await openRegister(page);
  const saved = card(page, name);
  await expect(saved.getByRole('checkbox', { name: 'Present' })).toBeChecked();
  await expect(saved.getByRole('checkbox', { name: 'Picked up' })).toBeChecked();
  await expect(saved.getByRole('textbox', { name: `Arrival time ${name}` })).toHaveValue(arrival);
  await expect(saved.getByRole('textbox', { name: `Pick-up time ${name}` })).toHaveValue(pickUp);

  // The PDF of 4 dates (the preset of "Several dates"), read back as text.
  const today = await dialog(page).getByLabel('Date').inputValue();
  await dialog(page).getByRole('button', { name: 'PDF' }).click();
  const pdfDialog = page.getByRole('dialog', { name: 'Presence list as PDF' });
  await pdfDialog.getByRole('radio', { name: 'Several dates' }).check();
  await expect(pdfDialog.getByLabel('Number of dates')).toHaveValue('4');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    pdfDialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Presence_List_${today}.pdf`);
  await expect(page.getByText('The PDF was downloaded.')).toBeVisible();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain(name);
  const dates = [...new Set(text.match(/\d{4}-\d{2}-\d{2}/g))];
  expect(dates).toHaveLength(4);
  expect(dates[0]).toBe(today);
});

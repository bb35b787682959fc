import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { addDays } from '../../server/db/seed/calendar';
import { todayIn } from '../../shared/model/school-time';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../shared/model/time-zone';
import type { DailyTransportList } from '../../shared/model/transport-list';
import { bearerFor } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP } from './support/office';
import { signedInAs } from './support/session';

// The office's morning (issue 22.1, 22.2): the daily transport list on screen and on paper,
// then the week's dismissal sheets as a zip.
test.use({ viewport: DESKTOP });

const ADMIN = 'admin@kitebook.test';

/** The next school day (from today on) on which a demo child takes an afternoon bus home. */
let found: ReturnType<typeof findBusDay> | undefined;
const busDay = (request: APIRequestContext) => (found ??= findBusDay(request));

async function findBusDay(request: APIRequestContext) {
  const headers = await bearerFor(request, ADMIN);
  const today = todayIn(DEFAULT_SCHOOL_TIME_ZONE);
  for (let day = 0; day < 60; day++) {
    const date = addDays(today, day);
    const answer = await request.get(`/api/lists/daily-transport-list/?date=${date}`, { headers });
    expect(answer.status()).toBe(200);
    const list = (await answer.json()) as DailyTransportList;
    const child = list.children.find((one) => one.days[0]?.way === 'BUS');
    if (child) return { date, child, bus: child.days[0]!.bus! };
  }
  throw new Error('no demo child takes a bus in the next 60 days');
}

test('admin prints the daily transport list of a bus and downloads it as PDF', async ({ page }) => {
  const { date, child, bus } = await busDay(page.request);
  await signedInAs(page, ADMIN, `/lists?view=daily&date=${date}&grade=${child.grade}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible();
  const row = page.getByRole('row', {
    name: new RegExp(`${child.familyName}, ${child.givenName}`),
  });
  await expect(row).toContainText(`${bus.line}, ${bus.departure}`);

  // Only the children of that bus line and departure.
  await page.getByLabel('Bus line').selectOption(String(bus.lineId));
  await page.getByLabel('Departure').selectOption(bus.departure);
  await expect(page).toHaveURL(new RegExp(`busLine=${bus.lineId}`));
  await expect(row).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  for (const text of await rows.allInnerTexts()) expect(text).not.toMatch(/Picked up|alone/);
  expect(await seriousViolations(page)).toEqual([]);

  // On paper: the list and its title, no menu, no controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: /^Transport list,/ })).toBeVisible();
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByLabel('Bus line')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Transport_List_${date}.pdf`);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile((await file.path())!)));
  const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
  expect(text).toContain(`${child.familyName}, ${child.givenName}`);
  expect(text).toContain(`${bus.line}, ${bus.departure}`);
});

test("admin downloads the week's dismissal sheets", async ({ page }) => {
  const { date, child } = await busDay(page.request);
  await signedInAs(page, ADMIN, `/lists-detail?date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dismissal sheets' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: "Download the week's dismissal sheets" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Pupil_Transitions_\d{4}-W\d\d\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  const sheet = `${date}_${child.clazz!.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
  expect(Object.keys(files)).toContain(sheet);
  const pdf = await getDocumentProxy(files[sheet]!);
  const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
  expect(text).toContain(`${child.familyName}, ${child.givenName}`);
  expect(text).toContain(`${child.days[0]!.bus!.line}, ${child.days[0]!.bus!.departure}`);
});

import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import ExcelJS from 'exceljs';
import { schoolYearCalendar } from '../../server/db/seed/calendar';
import type { EventBaseData } from '../../shared/model/base-data';
import type { EventListRow, EventRecord } from '../../shared/model/event-record';
import type { ListAnswer } from '../../shared/model/list';
import { bearerFor } from './support/api';
import { seriousViolations } from './support/axe';
import { createStop, uniqueName } from './support/places';
import { signedInAs } from './support/session';

/**
 * The tabs of the service dialog beyond Activity and Details (issue 16.1 b): stops with the ESF
 * rules, e-mail with reminder texts written in the rich-text editor, permissions, price, and
 * the participants of the demo's Football Academy (45, read only) with their export.
 */

// Saving a service and loading the editor's chunk take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN = 'admin@kitebook.test';
const dialog = (page: Page) => page.getByRole('dialog', { name: /Edit service/ });
const tab = (box: Locator, name: string) => box.getByRole('tab', { name, exact: true });

async function adminHeaders(request: APIRequestContext) {
  return bearerFor(request, ADMIN);
}

async function record(request: APIRequestContext, id: number): Promise<EventRecord> {
  const response = await request.get(`/api/event/${id}/record`, {
    headers: await adminHeaders(request),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as EventRecord;
}

/** An afternoon bus line of the spec's own: ESF at 0, then a stop of its own 12 minutes out. */
async function createBusLine(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const base = (await (
    await request.get('/api/event/base-data', { headers })
  ).json()) as EventBaseData;
  const esf = base.stops.find((stop) => stop.name === 'ESF')!;
  const stop = await createStop(request, { name: uniqueName('E2E Elm Square'), street: 'Elm 1' });
  const name = uniqueName('E2E Bus line');
  const busType = base.eventTypes.find((type) => type.name === 'SCHOOL_BUS') ?? base.eventTypes[0]!;
  // The booking phase's year ("2026/27") taught from its first to its last school day.
  const year = schoolYearCalendar(Number.parseInt(base.bookingPhaseSchoolYear!.name, 10));
  const event = {
    name,
    businessArea: 'SCHOOL_BUS',
    key: 'BUS-E2E',
    startDate: year.firstSchoolDay,
    endDate: year.lastSchoolDay,
    schoolYearId: base.bookingPhaseSchoolYear!.id,
    eventTypeIds: [busType.id],
    minimumNumber: 0,
    maximumNumber: 40,
    recurrences: [{ dayOfWeek: 'MONDAY', time: '15:40', endTime: '' }],
    inbound: false,
    busStops: [
      { stopId: esf.id, distance: 0 },
      { stopId: stop.id, distance: 12 },
    ],
    memberPrice: 30,
    totalPrice: 40,
  };
  const response = await request.put('/api/event', {
    headers,
    multipart: { event: JSON.stringify(event) },
  });
  expect(response.status(), await response.text()).toBe(200);
  const created = (await response.json()) as EventRecord;
  return { id: created.id!, name, stop: stop.name };
}

async function openService(page: Page, id: number) {
  await signedInAs(page, ADMIN, `/event/${id}`);
  await expect(dialog(page)).toBeVisible();
}

/** The stop rows as the stops tab shows them: [stop, distance]. */
async function stopRows(box: Locator) {
  const rows = box.getByRole('group', { name: /^Stop \d+:/ });
  const result: [string, string][] = [];
  for (const row of await rows.all()) {
    const select = row.getByLabel('Stop', { exact: true });
    const stop = await select.evaluate((el) => {
      const s = el as HTMLSelectElement;
      return s.selectedOptions[0]?.textContent ?? '';
    });
    result.push([stop, await row.getByLabel('Distance (minutes)').inputValue()]);
  }
  return result;
}

/** Saves; the dialog closes after a save. */
async function save(page: Page, name: string) {
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} was saved.` })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
}

test.describe('the service dialog’s tabs', () => {
  test('a bus line keeps the ESF rules as the inbound flag flips', async ({ page, request }) => {
    test.setTimeout(120_000);
    const line = await createBusLine(request);
    await openService(page, line.id);
    const box = dialog(page);

    await tab(box, 'Stops').click();
    await expect
      .poll(() => stopRows(box))
      .toEqual([
        ['ESF', '0'],
        [line.stop, '12'],
      ]);
    expect(await seriousViolations(page)).toEqual([]);

    await test.step('a row opens its street, prices and picture, by keyboard too', async () => {
      const row = box.getByRole('group', { name: `Stop 2: ${line.stop}` });
      const more = row.getByRole('button', { name: 'Street, prices and picture' });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(row.getByText('Elm 1')).toBeHidden();
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(row.getByText('Elm 1')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Space');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(row.getByText('Elm 1')).toBeHidden();
    });

    await test.step('the morning bus: ESF again, without distance, last', async () => {
      await tab(box, 'Details').click();
      await box.getByLabel('Morning bus (towards the school)').check();
      await tab(box, 'Stops').click();
      await expect
        .poll(() => stopRows(box))
        .toEqual([
          [line.stop, '12'],
          ['ESF', ''],
        ]);
      await box.getByRole('button', { name: 'Save' }).click();
      await expect(box).toContainText('Some information is missing or invalid.');
      const esfDistance = box
        .getByRole('group', { name: 'Stop 2: ESF' })
        .getByLabel('Distance (minutes)');
      await expect(esfDistance).toBeFocused();
      await expect(esfDistance).toHaveAttribute('aria-invalid', 'true');
      await esfDistance.fill('25');
      await save(page, line.name);
      const stored = await record(request, line.id);
      expect(stored.inbound).toBe(true);
      expect(stored.busStops.map((row) => [row.name, row.distance])).toEqual([
        [line.stop, 12],
        ['ESF', 25],
      ]);
    });

    await test.step('one row without a stop at a time, and back to the afternoon', async () => {
      await page.goto(`/event/${line.id}`);
      await tab(box, 'Stops').click();
      await box.getByRole('button', { name: 'Add stop' }).click();
      await expect(box.getByRole('button', { name: 'Add stop' })).toBeDisabled();
      await expect(box.getByText('Choose the stop of the new row first.')).toBeVisible();
      await box.getByRole('button', { name: 'Remove stop 3' }).click();
      await expect(box.getByRole('button', { name: 'Add stop' })).toBeEnabled();

      await tab(box, 'Details').click();
      await box.getByLabel('Morning bus (towards the school)').uncheck();
      await tab(box, 'Stops').click();
      await expect
        .poll(() => stopRows(box))
        .toEqual([
          ['ESF', '0'],
          [line.stop, '12'],
        ]);
      await save(page, line.name);
      const stored = await record(request, line.id);
      expect(stored.inbound).toBe(false);
      expect(stored.busStops.map((row) => [row.name, row.distance])).toEqual([
        ['ESF', 0],
        [line.stop, 12],
      ]);
    });
  });

  test('reminder texts written in the editor, permissions and prices are saved', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const line = await createBusLine(request);
    // The editor keeps to the portal's CSP (no inline styles: tiptap's injected CSS is off).
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await openService(page, line.id);
    const box = dialog(page);

    await test.step('a reminder text with a link and a table', async () => {
      await tab(box, 'E-mail').click();
      await box.getByRole('button', { name: 'Add reminder text' }).click();
      const first = box.getByRole('group', { name: 'Reminder text 1' });
      await first.getByLabel('Name', { exact: true }).fill('pickUp');
      const editor = first.getByRole('textbox', { name: 'Text' });
      await editor.click();
      await page.keyboard.type('Wait at the gate. ');
      await first.getByRole('button', { name: 'Bold' }).click();
      await expect(first.getByRole('button', { name: 'Bold' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.keyboard.type('Be on time.');
      // Escape closes the link dialog only, not the service dialog around it.
      await first.getByRole('button', { name: 'Add link' }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Add link' })).toBeHidden();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(box).toBeVisible();
      await expect(editor).toBeFocused();
      // Ctrl+K opens it too.
      await page.keyboard.press('Control+k');
      const linkDialog = page.getByRole('dialog', { name: 'Add link' });
      await linkDialog.getByLabel('Address').fill('javascript:alert(1)');
      await linkDialog.getByRole('button', { name: 'Apply' }).click();
      await expect(linkDialog).toContainText('Enter an address that starts with https://');
      await linkDialog.getByLabel('Address').fill('https://example.org/bus');
      await linkDialog.getByLabel('Text', { exact: true }).fill('Timetable');
      await linkDialog.getByRole('button', { name: 'Apply' }).click();
      await expect(linkDialog).toBeHidden();
      await expect(editor.getByRole('link', { name: 'Timetable' })).toBeVisible();
      await expect(editor).toBeFocused();
      // The link under the cursor opens as "Edit link", its address and text filled in.
      await editor.getByRole('link', { name: 'Timetable' }).click();
      await first.getByRole('button', { name: 'Edit link' }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit link' });
      await expect(editDialog.getByLabel('Address')).toHaveValue('https://example.org/bus');
      await expect(editDialog.getByLabel('Text', { exact: true })).toHaveValue('Timetable');
      await editDialog.getByLabel('Address').fill('https://example.org/bus-times');
      await editDialog.getByRole('button', { name: 'Apply' }).click();
      await expect(editDialog).toBeHidden();
      await editor.press('End');
      await editor.press('Enter');
      await first.getByRole('button', { name: 'Insert table (3 × 3)' }).click();
      await page.keyboard.type('Monday');
      await page.keyboard.press('Tab');
      await page.keyboard.type('15:40');
      await expect(editor.getByRole('table')).toBeVisible();
      await expect(editor.getByRole('cell')).toHaveCount(9);
      expect(await seriousViolations(page)).toEqual([]);

      // A second text of the same name is refused (spec 002 §5).
      await box.getByRole('button', { name: 'Add reminder text' }).click();
      const second = box.getByRole('group', { name: 'Reminder text 2' });
      await second.getByLabel('Name', { exact: true }).fill('pickUp');
      await second.getByRole('textbox', { name: 'Text' }).click();
      await page.keyboard.type('Twice');
      await box.getByRole('button', { name: 'Save' }).click();
      await expect(second).toContainText('Each reminder text needs a name of its own.');
      await second.getByRole('button', { name: 'Remove reminder text 2' }).click();
    });

    await test.step('permissions and prices', async () => {
      await tab(box, 'Permissions').click();
      const read = box.getByRole('group', { name: 'Read permissions' });
      await expect(read.getByLabel('Not signed in')).toBeChecked();
      await read.getByLabel('Not signed in').uncheck();
      expect(await seriousViolations(page)).toEqual([]);

      await tab(box, 'Price').click();
      await box.getByLabel('Member price').fill('27,5');
      // Left, the amount shows with two decimals in the locale's form.
      await box.getByLabel('Member price').press('Tab');
      await expect(box.getByLabel('Member price')).toHaveValue('27.50');
      expect(await seriousViolations(page)).toEqual([]);
      await save(page, line.name);
    });

    expect(violations).toEqual([]);
    const stored = await record(request, line.id);
    expect(stored.reminderTexts).toHaveLength(1);
    const [text] = stored.reminderTexts;
    expect(text!.name).toBe('pickUp');
    expect(text!.text).toContain('Wait at the gate. <strong>Be on time.');
    expect(text!.text).toMatch(
      /<a [^>]*href="https:\/\/example\.org\/bus-times"[^>]*>Timetable<\/a>/,
    );
    expect(text!.text).toContain('<table>');
    expect(text!.text).toMatch(/<td[^>]*><p>Monday<\/p><\/td><td[^>]*><p>15:40<\/p><\/td>/);
    expect(text!.text).not.toContain('<th');
    expect(stored.readPermissions).not.toContain('ANONYMOUS');
    expect(stored.memberPrice).toBe(27.5);
  });

  test('the participants of Football Academy scroll to the end and download as export.xlsx', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await adminHeaders(request);
    const list = (await (
      await request.get('/api/event/?search=Football%20Academy&pageSize=50', { headers })
    ).json()) as ListAnswer<EventListRow>;
    const academy = list.items.find(
      (row) => row.name === 'Football Academy' && row.participants === 45,
    )!;
    expect(academy).toBeDefined();

    await openService(page, academy.id);
    const box = dialog(page);
    await tab(box, 'Participants').click();
    const region = box.getByRole('region', { name: /participants shown/ });
    const rows = region.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Scrolls to the end, page after page, until the list says there are no more.
    const noMore = region.getByText('No more participants.');
    await expect
      .poll(async () => {
        await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        return noMore.isVisible();
      })
      .toBe(true);
    await expect(rows).toHaveCount(45);
    await expect(box.getByText('45 participants shown')).toBeVisible();
    const given = await rows.locator('th').allTextContents();
    expect(new Set(given).size).toBeGreaterThan(1);

    const downloading = page.waitForEvent('download');
    await box.getByRole('button', { name: 'Export participants (Excel)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('export.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const cells: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) cells.push(JSON.stringify(row.values));
    });
    expect(cells).toHaveLength(45);
    for (const name of new Set(given)) expect(cells.some((row) => row.includes(name))).toBe(true);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, violationsWhenSettled } from './support/axe';
import { createLocation, uniqueName } from './support/places';
import { signedInAs } from './support/session';

const ADMIN = 'admin@kitebook.test';

/** /location as the administrator, its list narrowed to `search` when given. */
async function openLocations(page: Page, search?: string) {
  await signedInAs(
    page,
    ADMIN,
    search ? `/location?search=${encodeURIComponent(search)}` : '/location',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('/location', () => {
  test('creates, edits and deletes a location', async ({ page }) => {
    const name = uniqueName('E2E hall');
    await openLocations(page, name);
    await page.getByRole('button', { name: 'New location' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'New location' })).toBeVisible();
    await dialog(page).getByLabel('Name').fill(name);
    await dialog(page).getByLabel('Room').fill('Room 7');
    await dialog(page).getByLabel('Capacity').fill('25');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${name}, Room 7 was saved.` }),
    ).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('25');

    await page.getByRole('button', { name: `Edit ${name}, Room 7` }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit location' })).toBeVisible();
    await expect(dialog(page).getByLabel('Capacity')).toHaveValue('25');
    await dialog(page).getByLabel('Capacity').fill('31');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(row).toContainText('31');

    await page.getByRole('button', { name: `Delete ${name}, Room 7` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`${name}, Room 7 will be removed for good.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was deleted.' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('asks before closing a dialog with unsaved changes', async ({ page }) => {
    await openLocations(page);
    await page.getByRole('button', { name: 'New location' }).click();
    await dialog(page).getByLabel('Name').fill('Half typed');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('Discard your changes?');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog(page).getByLabel('Name')).toHaveValue('Half typed');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('refuses an invalid location with information-missing and focuses the first wrong field', async ({
    page,
  }) => {
    await openLocations(page);
    await page.getByRole('button', { name: 'New location' }).click();
    await dialog(page).getByLabel('Room').fill('Room 1');
    await dialog(page).getByLabel('Capacity').fill('-3');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toContainText(
      'Some information is missing or invalid. Please check the marked fields.',
    );
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/name$/);
    await expect(dialog(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog(page)).toContainText("Please enter the location's name.");
    await expect(dialog(page)).toContainText(
      'Please enter the capacity as a whole number, 0 or more.',
    );
  });

  test('a second tab saving the same location gets the choice to reload', async ({
    page,
    context,
    request,
  }) => {
    const location = await createLocation(request, {
      name: uniqueName('E2E twin'),
      room: 'Room 2',
      capacity: 10,
    });
    const label = `Edit ${location.name}, Room 2`;
    await openLocations(page, location.name);
    const other = await context.newPage();
    await other.goto(`/location?search=${encodeURIComponent(location.name)}`);
    await other.getByRole('button', { name: label }).click();
    await page.getByRole('button', { name: label }).click();

    await other.getByRole('dialog').getByLabel('Room').fill('Room 2a');
    await other.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(other.getByRole('dialog')).toBeHidden();

    await dialog(page).getByLabel('Capacity').fill('12');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toContainText('Someone else saved this entry meanwhile');
    await expect(dialog(page).getByLabel('Capacity')).toHaveValue('12');
    await dialog(page).getByRole('button', { name: 'Load the current entry' }).click();
    await expect(dialog(page).getByLabel('Room')).toHaveValue('Room 2a');
    await expect(dialog(page).getByLabel('Capacity')).toHaveValue('10');
    await dialog(page).getByLabel('Capacity').fill('12');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: location.name })).toContainText('Room 2a');
  });

  test('sorts and filters into the URL, and a reload keeps them', async ({ page }) => {
    await openLocations(page);
    const capacityHeader = page.getByRole('columnheader', { name: /Capacity/ });
    await capacityHeader.getByRole('button').click();
    await expect(page).toHaveURL(/orderBy=capacity/);
    await capacityHeader.getByRole('button').click();
    await expect(page).toHaveURL(/asc=false/);
    await expect(capacityHeader).toHaveAttribute('aria-sort', 'descending');
    await page.getByLabel('Used by services').selectOption('yes');
    await expect(page).toHaveURL(/used=yes/);
    await page.getByLabel('Search name or room').fill('Main building');
    await expect(page).toHaveURL(/search=Main(\+|%20)building/);

    await page.reload();
    await expect(page.getByLabel('Search name or room')).toHaveValue('Main building');
    await expect(page.getByLabel('Used by services')).toHaveValue('yes');
    await expect(page.getByRole('columnheader', { name: /Capacity/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const rows = page.getByRole('rowgroup').last().getByRole('row');
    await expect(rows.first()).toContainText('Main building');
    const capacities: number[] = [];
    for (const row of await rows.all()) {
      await expect(row.getByRole('rowheader')).toHaveText('Main building', { useInnerText: true });
      capacities.push(Number(await row.getByRole('cell').nth(1).innerText()));
    }
    expect(capacities).toEqual([...capacities].sort((a, b) => b - a));
  });

  test('fits a phone (390 × 844) and passes axe, with its dialogs', async ({ page, request }) => {
    const location = await createLocation(request, {
      name: uniqueName('E2E phone'),
      room: 'Room 3',
      capacity: 8,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openLocations(page, location.name);
    await expect(page.getByRole('row').filter({ hasText: location.name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Edit ${location.name}, Room 3` }).click();
    await expect(dialog(page).getByLabel('Name')).toHaveValue(location.name);
    const box = await dialog(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(await violationsWhenSettled(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Delete ${location.name}, Room 3` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'New location' }).click();
    await expect(dialog(page)).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
  });
});

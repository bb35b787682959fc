import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createStop, uniqueName } from './support/places';
import { signedInAs } from './support/session';

/** /stops as the administrator, its list narrowed to `search` when given. */
async function openStops(page: Page, search?: string) {
  await signedInAs(
    page,
    'admin@kitebook.test',
    search ? `/stops?search=${encodeURIComponent(search)}` : '/stops',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Stops' })).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('/stops', () => {
  test('creates, edits and deletes a stop', async ({ page }) => {
    const name = uniqueName('E2E stop');
    await openStops(page, name);
    await page.getByRole('button', { name: 'New stop' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'New stop' })).toBeVisible();
    await dialog(page).getByLabel('Name').fill(name);
    await dialog(page).getByLabel('Street').fill('Teststraße 1');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} was saved.` })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Teststraße 1');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit stop' })).toBeVisible();
    await dialog(page).getByLabel('Street').fill('Teststraße 2');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(row).toContainText('Teststraße 2');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${name} was deleted.` }),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('refuses to delete a stop a bus line uses, with the message of spec 002 §8', async ({
    page,
  }) => {
    await openStops(page, 'Dornbusch');
    await page.getByRole('button', { name: 'Delete Dornbusch' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The stop is associated with a school bus and cannot be deleted.',
    );
    await expect(page.getByRole('row').filter({ hasText: 'Dornbusch' })).toBeVisible();
  });

  test('asks before closing a dirty dialog, and refuses an invalid stop', async ({ page }) => {
    await openStops(page);
    await page.getByRole('button', { name: 'New stop' }).click();
    await dialog(page).getByLabel('Street').fill('Somewhere 1');
    await dialog(page).getByLabel('Picture (web address)').fill('ftp://example.org/a.jpg');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toContainText('Some information is missing or invalid.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/name$/);
    await expect(dialog(page).getByLabel('Picture (web address)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toContainText('Discard your changes?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a name another stop has comes back on the name field', async ({ page, request }) => {
    const stop = await createStop(request, { name: uniqueName('E2E named'), street: 'A 1' });
    await openStops(page);
    await page.getByRole('button', { name: 'New stop' }).click();
    await dialog(page).getByLabel('Name').fill(stop.name);
    await dialog(page).getByLabel('Street').fill('B 2');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toContainText('Another stop has this name.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/name$/);
  });

  test('sorts and filters into the URL, and a reload keeps them', async ({ page }) => {
    await openStops(page);
    const lines = page.getByRole('columnheader', { name: /Bus lines/ });
    await lines.getByRole('button').click();
    await lines.getByRole('button').click();
    await expect(page).toHaveURL(/orderBy=lines/);
    await expect(page).toHaveURL(/asc=false/);
    await page.getByLabel('Used by bus lines').selectOption('yes');
    await expect(page).toHaveURL(/used=yes/);
    await page.getByLabel('Search name or street').fill('straße');
    await expect(page).toHaveURL(/search=stra/);

    await page.reload();
    await expect(page.getByLabel('Search name or street')).toHaveValue('straße');
    await expect(page.getByLabel('Used by bus lines')).toHaveValue('yes');
    await expect(lines).toHaveAttribute('aria-sort', 'descending');
    const rows = page.getByRole('rowgroup').last().getByRole('row');
    await expect(rows.first()).toBeVisible();
    const counts: number[] = [];
    for (const row of await rows.all()) {
      expect((await row.innerText()).toLowerCase()).toContain('straße');
      counts.push(Number(await row.getByRole('cell').nth(1).innerText()));
    }
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  test('fits a phone (390 × 844) and passes axe, with its dialogs', async ({ page, request }) => {
    const stop = await createStop(request, { name: uniqueName('E2E phone stop'), street: 'C 3' });
    await page.setViewportSize({ width: 390, height: 844 });
    await openStops(page, stop.name);
    await expect(page.getByRole('row').filter({ hasText: stop.name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Edit ${stop.name}` }).click();
    await expect(dialog(page).getByLabel('Name')).toHaveValue(stop.name);
    expect((await dialog(page).boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Delete ${stop.name}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { violationsWhenSettled } from './support/axe';
import { signedInAs } from './support/session';

/**
 * The office resolves inconsistencies of the demo's showcase services (server/db/seed/
 * inconsistency-showcase.ts; no other spec reads them): a room too small by raising its
 * capacity, a full course by splitting it into its second group.
 */
async function openInconsistencies(page: Page, service: string, count: string) {
  await signedInAs(page, 'admin@kitebook.test', `/event?search=${encodeURIComponent(service)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: `${count} of ${service}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Inconsistencies of ${service}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('resolves a LOCATION_MAX by raising the room, and the dialog passes axe', async ({ page }) => {
  const dialog = await openInconsistencies(page, 'Yoga for kids', '1 inconsistency');
  const row = dialog.getByRole('row').filter({ hasText: 'Room too small' });
  await expect(row).toContainText('Up to 10 children, the room holds 6.');
  expect(await violationsWhenSettled(page, '[role="dialog"]')).toEqual([]);
  await row.getByRole('button', { name: "Raise the room's capacity" }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('rises to the largest maximum of its services (10)');
  await confirm.getByRole('button', { name: "Raise the room's capacity" }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Yoga for kids has no more inconsistencies.' }),
  ).toBeVisible();
  await expect(dialog).toContainText('No inconsistencies.');
});

test('resolves an EVENT_MAX by splitting two children into the second group', async ({ page }) => {
  const dialog = await openInconsistencies(page, 'Drama workshop', '1 inconsistency');
  const row = dialog.getByRole('row').filter({ hasText: 'Too many bookings' });
  await expect(row).toContainText('5 bookings for 3 places.');
  await row.getByRole('button', { name: 'Split' }).click();
  const split = page.getByRole('dialog', { name: 'Split Drama workshop' });
  await expect(split).toBeVisible();
  const submit = split.getByRole('button', { name: 'Split', exact: true });
  await expect(submit).toBeDisabled();
  await split.getByLabel('Search the target service').fill('second group');
  await split
    .getByLabel('Target service', { exact: true })
    .selectOption({ label: 'Drama workshop (second group)' });
  await expect(submit).toBeDisabled();
  const children = split.getByRole('checkbox');
  await expect(children).toHaveCount(5);
  await children.nth(0).check();
  await children.nth(1).check();
  await submit.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Drama workshop has no more inconsistencies.' }),
  ).toBeVisible();
  await expect(split).toBeHidden();
  await expect(dialog).toContainText('No inconsistencies.');
});

import { expect as baseExpect, test } from '@playwright/test';
import type { RollbackCounts } from '../../shared/model/school-year-transition';
import { bearerFor } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { openOffice } from './support/office';

// Exclusive: while the next year is rolled out, every page offering classes or services sees it.

// The roll-out writes every child's class and copies dozens of services in one transaction
// (seconds on PGlite on a busy machine), and the counts read every booking.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

test('admin rolls out the next school year and rolls it back; axe', async ({ page, request }) => {
  await openOffice(page, '/management');
  const card = page.getByRole('region', { name: 'Next school year' });
  const rollOut = card.getByRole('button', { name: /^Roll out \d{4}\/\d{2}$/ });
  await expect(rollOut).toBeVisible();
  const name = (await rollOut.textContent())!.replace('Roll out ', '');
  await expect(card.getByRole('status')).toHaveText(`${name} is not rolled out.`);

  await rollOut.click();
  const ask = page.getByRole('alertdialog', { name: `Roll out ${name}?` });
  await expect(ask).toContainText('copied into');
  expect(await violationsWhenSettled(page)).toEqual([]);
  await ask.getByRole('button', { name: `Roll out ${name}` }).click();
  await expect(page.getByText(`${name} is rolled out.`)).toBeVisible();
  await expect(card.getByRole('status')).toHaveText(
    `${name} is rolled out; a rollback is possible.`,
  );

  // The card counts what the roll-out made, as the API does.
  const counts = (await (
    await request.get('/api/count/rollback-counts', {
      headers: await bearerFor(request, 'admin@kitebook.test'),
    })
  ).json()) as RollbackCounts;
  expect(counts.classes).toBeGreaterThan(0);
  const made = `${counts.classes.toLocaleString('en')} classes and ${counts.services} services`;
  await expect(card).toContainText(`In ${name}: ${made} from the roll-out, 0 bookings.`);

  const rollback = card.getByRole('button', { name: `Roll back ${name}` });
  await rollback.click();
  const confirm = page.getByRole('alertdialog', { name: `Roll back ${name}?` });
  await expect(confirm).toContainText(`This removes ${made} the roll-out made in ${name}`);
  // Destructive: focus starts on Cancel; Escape declines and returns focus to the button.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect
    .poll(() => rollback.evaluate((button) => button === document.activeElement))
    .toBe(true);

  await rollback.click();
  await confirm.getByRole('button', { name: `Roll back ${name}` }).click();
  await expect(page.getByText(`${name} is rolled back.`)).toBeVisible();
  await expect(card.getByRole('status')).toHaveText(`${name} is not rolled out.`);
  expect(await violationsWhenSettled(page)).toEqual([]);
});

test('the dashboard tiles lead to the lists they count; axe', async ({ page }) => {
  await openOffice(page, '/dashboard');
  const pending = page.getByRole('region', { name: 'Pending requests' });
  const eca = pending.getByRole('link', { name: /After-school activity/ });
  await expect(eca).toBeVisible();
  const count = (await eca.locator('span').first().textContent())!;
  expect(Number(count.replace(/,/g, ''))).toBeGreaterThan(25);
  expect(await violationsWhenSettled(page)).toEqual([]);

  await eca.click();
  await expect(page).toHaveURL(/\/booking\?status=PENDING&businessArea=ECA$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('PENDING');
  await expect(page.getByText(`1–25 of ${count.replace(/,/g, '')}`)).toBeVisible();
});

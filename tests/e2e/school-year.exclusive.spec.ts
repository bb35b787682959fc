import { expect as baseExpect, test } from '@playwright/test';
import type { SchoolYearItem } from '../../shared/model/school-year';
import type { RollbackCounts } from '../../shared/model/school-year-transition';
import { bearerFor } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { openOffice } from './support/office';
import { demoUrl } from './support/widget-demo';

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

  await openOffice(page, '/dashboard');
  const inconsistent = page.getByRole('link', { name: /Services with inconsistencies/ });
  const services = (await inconsistent.locator('span').first().textContent())!;
  await inconsistent.click();
  await expect(page).toHaveURL(/\/event\?inconsistent=true&schoolYear=\d+$/);
  await expect(page.getByLabel('Only with inconsistencies')).toBeChecked();
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${services}$`))).toBeVisible();
});

test('a booking phase moved into the future empties the ECA widget until it starts', async ({
  page,
  request,
}, testInfo) => {
  const headers = await bearerFor(request, 'admin@kitebook.test');
  const year = (await (
    await request.get('/api/school-year/in-booking-phase', { headers })
  ).json()) as SchoolYearItem;
  const widget = page.locator('kitebook-widget');
  // Each offer opens its Book button from its card; no card, nothing to book.
  const offers = widget.getByRole('article');
  await page.goto(demoUrl(testInfo, 'index.html'));
  await expect(offers.first()).toBeVisible();

  try {
    await openOffice(page, '/management');
    const card = page.locator('section, div').filter({
      has: page.getByRole('heading', { level: 2, name: `School year ${year.name}` }),
    });
    // The last day of the year: the phase, and with it the year's offers, lie ahead.
    const day = card.last().getByLabel('Booking opens on');
    await day.fill(year.endDate);
    await day.press('Enter');
    await expect(card.last().getByText(/^Customers can book from .+\.$/)).toContainText(
      new Date(`${year.endDate}T12:00:00Z`).getFullYear().toString(),
    );

    await page.goto(demoUrl(testInfo, 'index.html'));
    await expect(
      widget.getByText('There is nothing open for booking at the moment.'),
    ).toBeVisible();
    await expect(offers).toHaveCount(0);
  } finally {
    const restored = await request.patch('/api/school-year/', {
      headers,
      data: { schoolYear: year.id, updatedStart: year.bookingPhaseStart },
    });
    expect(restored.ok()).toBe(true);
  }
});

import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { violationsWhenSettled } from './support/axe';
import { signedInAs } from './support/session';

/**
 * Issue 19.6 as parent@ (Julia Becker, children Mia and Noah): this week's schedule at desktop
 * size in English and at 390 px in German, the week navigation, and the private calendar link
 * fetched and parsed as iCalendar. Rules and roles are in tests/api/schedule.test.ts.
 */
test('parent@ opens this week’s schedule, gets the calendar link and reads it as iCalendar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, 'parent@kitebook.test', '/my/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'My schedule' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Mia’s week/ })).toBeVisible();
  // A school week shows when lessons end; a week in a break or with a holiday says so.
  await expect(
    page.getByText(/^(Lessons end at \d\d:\d\d|School break: .+|Public holiday: .+)$/).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'This week' })).toBeDisabled();
  expect(await violationsWhenSettled(page)).toEqual([]);

  // The private link: made (or renewed, when a run before made one), shown once, read as a feed.
  const make = page.getByRole('button', { name: 'Make calendar link' });
  if (await make.isVisible()) await make.click();
  else {
    await page.getByRole('button', { name: 'Make a new link' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Make a new link' }).click();
  }
  const url = await page.getByLabel('Your private calendar link').inputValue();
  expect(url).toMatch(/\/api\/schedule-feed\/[A-Za-z0-9_-]{43}$/);
  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Mia');
  const summaries = calendar
    .getAllSubcomponents('vevent')
    .map((event) => new ICAL.Event(event).summary);
  expect(summaries.some((summary) => summary.includes('Dornbusch'))).toBe(true);

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/\/my\/schedule\/\d+\?week=\d{4}-\d\d-\d\d$/);
  await expect(page.getByRole('button', { name: 'This week' })).toBeEnabled();

  // German, at 390 px: the same page in the other language, and still accessible.
  await page.getByRole('button', { name: 'Julia Becker' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Diese Woche' }).click();
  await expect(page).toHaveURL(/\/my\/schedule\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Wochenplan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Woche von Mia/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kalender-Abo' })).toBeVisible();
  expect(await violationsWhenSettled(page)).toEqual([]);
});

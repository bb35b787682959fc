import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import {
  demoUrl,
  expectReady,
  recordWidgetEvents,
  seriousViolationsIn,
} from './support/widget-demo';
import { expectOneBookedEvent, signInInDialog } from './support/booking-dialog';
import { newFamily, publicOffer } from './support/families';

// Demo data (server/db/seed/drafts-bus.ts): three lines, each a morning bus leaving its far end
// at 07:05 and an afternoon bus leaving the school (ESF) at 15:45, Monday to Friday; a stop's
// time is the line's time plus its distance in minutes. Line 1 North: Bad Homburg Bahnhof 0,
// Nordweststadt 12, …, ESF 40 minutes; line 2 East: Riederwald 0, Ostbahnhof 6, …. The booking
// spec books for a family of its own, whose Noah (S1) rides no bus yet.

/** The line's card in its direction's section, opened to its stops. */
async function openLine(widget: Locator, direction: string, line: string) {
  await widget
    .getByRole('region', { name: direction })
    .getByRole('article', { name: line })
    .getByRole('button', { name: 'Stops and booking' })
    .click();
  await expect(widget.getByRole('heading', { name: line })).toBeFocused();
}

/** The table row of a stop: its name, street, time and price. */
const stopRow = (widget: Locator, stop: string) =>
  widget.getByRole('row').filter({ has: widget.page().getByRole('rowheader', { name: stop }) });

test.describe('the school bus widget on the demo site', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await recordWidgetEvents(page);
    await page.goto(demoUrl(testInfo, 'school-bus.html'));
    await expectReady(page, 1);
  });

  test('lists the lines by direction and shows each stop at its shifted time', async ({ page }) => {
    const widget = page.locator('kitebook-widget');
    const morning = widget.getByRole('region', { name: 'Morning buses to school' });
    const card = morning.getByRole('article', { name: 'Bus Line 1 North (morning)' });
    await expect(card).toContainText('Mon, Tue, Wed, Thu, Fri');
    await expect(card).toContainText('Leaves its first stop at 07:05');
    await expect(card).toContainText('The price depends on the stop.');
    await expect(
      widget
        .getByRole('region', { name: 'Afternoon buses home' })
        .getByRole('article', { name: 'Bus Line 1 North (afternoon)' }),
    ).toContainText('Leaves the school at 15:45');
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);

    // Inbound: times grow by the distance, and the school is the destination at the end.
    await openLine(widget, 'Morning buses to school', 'Bus Line 1 North (morning)');
    await expect(widget.getByRole('columnheader', { name: 'Monthly cost' })).toBeVisible();
    const rows = widget.getByRole('rowheader');
    await expect(rows.first()).toContainText('Bad Homburg Bahnhof');
    await expect(rows.last()).toContainText('ESF');
    await expect(stopRow(widget, 'Bad Homburg Bahnhof')).toContainText('07:05');
    await expect(stopRow(widget, 'Nordweststadt')).toContainText('07:17');
    await expect(stopRow(widget, 'Nordweststadt')).toContainText('€55.00');
    await expect(stopRow(widget, 'Hügelstraße')).toContainText('07:35');
    await expect(stopRow(widget, 'ESF')).toContainText('Destination');
    await expect(stopRow(widget, 'ESF')).toContainText('07:45');
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);

    // Outbound: the school is the start, the stops follow in the bus's order.
    await widget.getByRole('button', { name: 'All offers' }).click();
    await openLine(widget, 'Afternoon buses home', 'Bus Line 1 North (afternoon)');
    await expect(rows.first()).toContainText('ESF');
    await expect(stopRow(widget, 'ESF')).toContainText('Start');
    await expect(stopRow(widget, 'ESF')).toContainText('15:45');
    await expect(stopRow(widget, 'Hügelstraße')).toContainText('15:55');
    await expect(stopRow(widget, 'Bad Homburg Bahnhof')).toContainText('16:25');
  });

  test('a parent books a stop and weekdays, and a second bus for the same slot is refused', async ({
    page,
    request,
  }) => {
    const widget = page.locator('kitebook-widget');
    const line2 = 'Bus Line 2 East (morning)';
    const { parent } = await newFamily(request, 'Julia', {
      familyName: 'Hartmann',
      schoolYear: (await publicOffer(request, 'SCHOOL_BUS', line2)).schoolYear,
      children: [{ givenName: 'Noah', grade: 'S1', gender: 'MALE' }],
    });
    await openLine(widget, 'Morning buses to school', line2);
    await widget.getByRole('button', { name: 'Book', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: `Book ${line2}` });
    await signInInDialog(dialog, parent.login, parent.password);

    await dialog.getByRole('radio', { name: /Noah Hartmann/ }).check();
    await expect(dialog.getByText('Please choose a stop.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Book now' })).toBeDisabled();
    // The school is preset as the destination and cannot be changed.
    const destination = dialog.getByLabel('Destination (the school)');
    await expect(destination).toHaveValue(/^ESF · Praunheimer Weg · 07:37$/);
    await expect(destination).toHaveAttribute('readonly', '');

    await dialog.getByRole('radio', { name: /Ostbahnhof/ }).check();
    const days = dialog.getByRole('checkbox');
    await expect(days).toHaveCount(5);
    await expect(days.first()).toHaveAccessibleName('Monday, 07:11');
    await days.nth(4).uncheck();
    const price = dialog.getByRole('status').filter({ hasText: 'Monthly cost' });
    await expect(price).toContainText('€55.00');
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);

    await dialog.getByRole('button', { name: 'Book now' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Your booking has been received.' }),
    ).toBeFocused();
    await expectOneBookedEvent(page, 'school-bus');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Another morning bus on Monday to Thursday: Noah rides one in that direction already.
    await widget.getByRole('button', { name: 'All offers' }).click();
    const line3 = 'Bus Line 3 South (morning)';
    await openLine(widget, 'Morning buses to school', line3);
    await widget.getByRole('button', { name: 'Book', exact: true }).click();
    dialog = page.getByRole('dialog', { name: `Book ${line3}` });
    await dialog.getByRole('radio', { name: /Noah Hartmann/ }).check();
    await dialog.getByRole('radio', { name: /Niederrad/ }).check();
    await expect(
      dialog.getByText('Your child already has a bus in this direction on one of these days.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Book now' })).toBeDisabled();
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);
  });
});

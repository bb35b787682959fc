import { expect, test } from '@playwright/test';
import {
  demoUrl,
  expectReady,
  recordWidgetEvents,
  seriousViolationsIn,
} from './support/widget-demo';
import { expectOneBookedEvent, signInInDialog } from './support/booking-dialog';
import { isBooked, newFamily, publicOffer } from './support/families';

// Demo data (server/db/seed/drafts-other.ts): the Winter Art Camp runs Monday to Friday in the
// winter break for grades M2–P4, costs €165 and €45 a single day. The booking spec books it for
// a family of its own, whose Mia is in P3.
const CAMP = 'Winter Art Camp';

test.describe('the holiday camp widget on the demo site', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await recordWidgetEvents(page);
    await page.goto(demoUrl(testInfo, 'holiday-camp.html'));
    await expectReady(page, 1);
  });

  test('lists the camps by holiday period with dates, times, grades, places and price', async ({
    page,
  }) => {
    const widget = page.locator('kitebook-widget');
    const winter = widget.getByRole('region', { name: 'Winter break' });
    await expect(winter.getByRole('heading', { name: 'Winter break' })).toBeVisible();
    const card = winter.getByRole('article', { name: CAMP });
    await expect(card).toContainText('(5 days)');
    await expect(card).toContainText('Daily 09:00–16:00');
    await expect(card).toContainText('Grades M2, P1, P2, P3, P4');
    await expect(card).toContainText('Price of the activity');
    await expect(card).toContainText('€165.00');
    await expect(card).toContainText('Single days: €45.00 per day');
    await expect(card).toContainText(/\d+ places left/);
    await expect(widget.getByRole('region', { name: 'Easter break' })).toBeVisible();
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);
  });

  test('a parent books single days of a camp and the host hears of it', async ({
    page,
    request,
  }) => {
    const camp = await publicOffer(request, 'HOLIDAY_CAMP', CAMP);
    const { parent, children } = await newFamily(request, 'Julia', {
      familyName: 'Albrecht',
      schoolYear: camp.schoolYear,
      children: [{ givenName: 'Mia', grade: 'P3' }],
    });
    const widget = page.locator('kitebook-widget');
    await widget
      .getByRole('article', { name: CAMP })
      .getByRole('button', { name: 'Details' })
      .click();
    await widget.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${CAMP}` });
    await signInInDialog(dialog, parent.login, parent.password);

    await dialog.getByRole('radio', { name: /Mia Albrecht/ }).check();
    const price = dialog.getByRole('status').filter({ hasText: 'Price of the activity' });
    await expect(price).toContainText('€165.00');

    // Single days: the day picker starts empty; two days cost two single-day prices.
    await dialog.getByRole('radio', { name: 'Single days' }).check();
    await expect(dialog.getByText('Choose at least one day.')).toBeVisible();
    const days = dialog.getByRole('checkbox');
    await expect(days).toHaveCount(5);
    await expect(days.first()).toHaveAccessibleName(/^Monday, .+, 09:00–16:00$/);
    await days.nth(0).check();
    await days.nth(2).check();
    await expect(price).toContainText('€90.00');
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);

    await dialog.getByRole('button', { name: 'Book now' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Your booking has been received.' }),
    ).toBeFocused();
    await expectOneBookedEvent(page, 'holiday-camp');
    expect(await isBooked(parent, { serviceId: camp.id, participantId: children[0]!.id })).toBe(
      true,
    );
  });
});

import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import type { BookingCheckResult } from '../../shared/model/booking';
import type { PublicEventItem } from '../../shared/model/event';
import { bearerFor } from './support/api';
import {
  demoUrl,
  expectReady,
  recordWidgetEvents,
  seriousViolationsIn,
} from './support/widget-demo';
import { expectOneBookedEvent, signInInDialog } from './support/booking-dialog';

// Demo data (server/db/seed/drafts-other.ts): the Winter Art Camp runs Monday to Friday in the
// winter break for grades M2–P4, costs €165 and €45 a single day. Mia Becker (P3, parent@) has
// no booking of it.
const CAMP = 'Winter Art Camp';

/** Whether the server counts Mia of parent@ as booked for the camp. */
async function miaIsBooked(request: APIRequestContext): Promise<boolean> {
  const headers = await bearerFor(request, 'parent@kitebook.test');
  const camps = (await (
    await request.get('/api/event/public/HOLIDAY_CAMP')
  ).json()) as PublicEventItem[];
  const children = (await (await request.get('/api/participant/customer', { headers })).json()) as {
    id: number;
    person: { givenName: string };
  }[];
  const response = await request.put('/api/booking/check-booking', {
    headers,
    data: {
      serviceId: camps.find(({ name }) => name === CAMP)!.id,
      participantId: children.find(({ person }) => person.givenName === 'Mia')!.id,
    },
  });
  const check = (await response.json()) as BookingCheckResult;
  return check.errors.some(({ key }) => key === 'alreadyBooked');
}

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
    test.setTimeout(60_000);
    const widget = page.locator('kitebook-widget');
    await widget
      .getByRole('article', { name: CAMP })
      .getByRole('button', { name: 'Details' })
      .click();
    await widget.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${CAMP}` });
    await signInInDialog(dialog);

    await dialog.getByRole('radio', { name: /Mia Becker/ }).check();
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
    expect(await miaIsBooked(request)).toBe(true);
  });
});

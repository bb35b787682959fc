import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { bearerFor } from './support/api';
import {
  demoUrl,
  expectReady,
  recordWidgetEvents,
  seriousViolationsIn,
} from './support/widget-demo';

// Exclusive: it switches enableSchoolBusBooking off, which every page and widget sees.

async function setSchoolBusBooking(request: APIRequestContext, enabled: boolean) {
  const headers = await bearerFor(request, 'sysadmin@kitebook.test');
  const response = await request.put('/api/config/feature-toggle', {
    headers,
    data: { name: 'enableSchoolBusBooking', enabled },
  });
  expect(response.ok()).toBe(true);
}

test('turning enableSchoolBusBooking off hides bus booking in the widget and the portal', async ({
  page,
  request,
}, testInfo) => {
  await recordWidgetEvents(page);
  try {
    await setSchoolBusBooking(request, false);

    await page.goto(demoUrl(testInfo, 'school-bus.html'));
    await expectReady(page, 1);
    const widget = page.locator('kitebook-widget');
    await expect(widget.getByText('Not offered at the moment')).toBeVisible();
    await expect(widget.getByRole('region', { name: 'Morning buses to school' })).toHaveCount(0);
    await expect(widget.getByRole('button', { name: /Stops and booking|Book/ })).toHaveCount(0);
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);

    await page.goto('/public/school-bus');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
    await page.goto('/public');
    await expect(page.getByRole('link', { name: /School bus/ })).toHaveCount(0);
    // The server closes the listing and the booking, whatever a page shows.
    const listing = await request.get('/api/event/public/SCHOOL_BUS');
    expect(listing.status()).toBe(404);
    expect(await listing.json()).toMatchObject({ message: 'booking.notOffered.SCHOOL_BUS' });

    await setSchoolBusBooking(request, true);
    await page.goto(demoUrl(testInfo, 'school-bus.html'));
    await expectReady(page, 1);
    await expect(widget.getByText('Not offered at the moment')).toHaveCount(0);
    await expect(widget.getByRole('region', { name: 'Morning buses to school' })).toBeVisible();
  } finally {
    await setSchoolBusBooking(request, true);
  }
});

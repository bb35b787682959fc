import { expect, test } from '@playwright/test';
import { setConfiguration } from './support/api';
import {
  demoUrl,
  expectReady,
  helpButton,
  recordWidgetEvents,
  seriousViolationsIn,
} from './support/widget-demo';

// Maintenance mode changes what every page sees, so this file runs after all others.
test('a widget shows the maintenance notice while maintenance is on and comes back by itself', async ({
  page,
  request,
}, testInfo) => {
  await recordWidgetEvents(page);
  // The widget asks again every 30 s; the page's clock is moved on instead of waiting for it.
  await page.clock.install();
  const widget = page.locator('kitebook-widget');
  const notice = widget.getByRole('status').filter({ hasText: 'Maintenance in progress' });
  try {
    await setConfiguration(request, 'Maintenance_Value_Number', '1');
    await page.goto(demoUrl(testInfo, 'index.html'));
    await expectReady(page, 1);

    await expect(notice).toContainText('Bookings are paused while we carry out maintenance.');
    // The frame stays: whose widget it is, its title and the imprint; the offers and the help
    // button are gone.
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText('After-school activities');
    await expect(widget.getByRole('link', { name: 'Imprint' })).toBeVisible();
    await expect(helpButton(widget)).toHaveCount(0);
    await expect(widget.getByLabel('Weekday')).toHaveCount(0);
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);
  } finally {
    await setConfiguration(request, 'Maintenance_Value_Number', '0');
  }

  await page.clock.fastForward(30_000);
  await expect(notice).toHaveCount(0);
  await expect(widget.getByRole('status').filter({ hasText: /offers? found$/ })).toBeVisible();
  await expect(helpButton(widget)).toBeVisible();
});

import { expect, test } from '@playwright/test';
import {
  demoUrl,
  expectReady,
  recordWidgetEvents,
  seriousViolationsIn,
  widgetEvents,
} from './support/widget-demo';
import { signInInDialog } from './support/booking-dialog';
import { newFamily } from './support/families';

// demo-host/service.html deep-links service 60 of the demo data (server/db/seed): the Parents'
// Choir, a parent activity. A parent of the spec's own registers for it; the bus line test
// only signs parent@ in to see the form, and books nothing.
const SERVICE = "Parents' Choir";

test.describe('one service as a deep link', () => {
  test('the service widget books the way its area does, and the host hears of it', async ({
    page,
    request,
  }, testInfo) => {
    const { parent } = await newFamily(request, 'Julia', { familyName: 'Seidel' });
    await recordWidgetEvents(page);
    await page.goto(demoUrl(testInfo, 'service.html'));
    await expectReady(page, 1);
    const widget = page.locator('kitebook-widget');
    await expect(widget.getByRole('heading', { name: SERVICE })).toBeVisible();
    // A deep link has no list to go back to.
    await expect(widget.getByRole('button', { name: 'All offers' })).toHaveCount(0);
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);

    await widget.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${SERVICE}` });
    await signInInDialog(dialog, parent.login, parent.password);
    // A parent activity: the parent registers themself, no child to pick.
    await expect(dialog.getByText('You register yourself: Julia Seidel.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Register now' }).click();

    await expect(
      dialog.getByRole('heading', { name: 'Your booking has been received.' }),
    ).toBeFocused();
    await expect
      .poll(async () => (await widgetEvents(page)).filter((e) => e.type === 'kitebook:booked'))
      .toEqual([
        {
          type: 'kitebook:booked',
          target: 'service',
          detail: { bookingId: expect.any(Number), serviceId: 60, status: 'PENDING' },
        },
      ]);
  });

  test('a bus line as a deep link shows its stops and books in place', async ({
    page,
    request,
  }) => {
    const lines = (await (await request.get('/api/event/public/SCHOOL_BUS')).json()) as {
      id: number;
      name: string;
      inbound: boolean;
    }[];
    const line = lines.find(({ inbound }) => inbound)!;
    await page.goto(`/public/service/${line.id}`);
    await expect(page.getByRole('heading', { level: 3, name: line.name })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /ESF/ })).toContainText('Destination');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${line.name}` });
    await signInInDialog(dialog);
    // The bus form: the stop to get on at, the school read-only as the destination.
    await expect(
      dialog.getByRole('group', { name: 'Where does your child get on?' }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Destination (the school)')).toHaveAttribute('readonly', '');
  });

  test('without a service the page points to all offers', async ({ page }) => {
    await page.goto('/service');
    await expect(page.getByText('No service is chosen here.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all offers' })).toHaveAttribute(
      'href',
      '/public',
    );
  });
});

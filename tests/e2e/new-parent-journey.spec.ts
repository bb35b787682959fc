import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import {
  addFirstChild,
  enterPaymentDetails,
  expectOneBookedEvent,
  signInInDialog,
  startBooking,
} from './support/booking-dialog';
import { linkFromMail } from './support/mailbox';
import { signedInAs } from './support/session';
import { submitSignIn, submitSignUp } from './support/sign-in';
import { demoUrl, expectReady, recordWidgetEvents } from './support/widget-demo';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Axe finds nothing serious on `page` at desktop and at phone width. */
async function expectAxeCleanAtBothWidths(page: Page, ready: Locator) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expect(ready).toBeVisible();
    expect(await seriousViolations(page), `${size.width}px`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

test('a new parent signs up, is approved, books in the widget and finds the booking', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Sign-up, mail, approval, payment, child, booking and sign-in: a long walk on 2 cores.
  test.setTimeout(120_000);
  const login = `journey-${Date.now()}@example.org`;
  const password = 'journey-secret-1';
  const name = 'Hanna Brandt';

  // 1. Sign-up on the portal; the account waits for its e-mail confirmation.
  await page.goto('/signup');
  await submitSignUp(page, { givenName: 'Hanna', familyName: 'Brandt', email: login, password });

  // 2. The link of the real confirmation e-mail confirms the address.
  await page.goto(await linkFromMail(request, login, '/signup/confirm?token='));
  await expect(page.getByText('Thank you, your e-mail address is confirmed.')).toBeVisible();
  await page.goto('/login');
  await submitSignIn(page, login, password);
  await expect(page.getByRole('alert')).toContainText(
    'Your registration has not been approved yet.',
  );

  // 3. A system administrator approves on /registrations, by keyboard and by mouse.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signedInAs(admin, 'sysadmin@kitebook.test', '/registrations');
  await expect(admin.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible();
  await expect(
    admin.getByRole('switch', { name: 'Approve sign-ups automatically' }),
  ).toHaveAttribute('aria-checked', 'false');
  const row = admin.getByRole('row').filter({ hasText: login });
  await expect(row).toContainText(name);
  await expect(row.getByRole('cell', { name: 'Yes' })).toBeVisible();
  const review = row.getByRole('button', { name: `Review the registration of ${name}` });
  await review.focus();
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: `Registration of ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Customer (parent)' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'User (always granted)' })).toBeDisabled();
  for (let step = 0; step < 14; step += 1) {
    await admin.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await expectAxeCleanAtBothWidths(admin, dialog);
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => review.evaluate((button) => button === document.activeElement))
    .toBe(true);
  await expect(row).toBeVisible();

  await review.click();
  await dialog.getByRole('button', { name: 'Unlock user with roles' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(`${name} can sign in now.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(admin.getByRole('heading', { name: 'Awaiting approval' })).toBeFocused();
  await expectAxeCleanAtBothWidths(
    admin,
    admin.getByRole('heading', { name: 'Awaiting approval' }),
  );
  await adminContext.close();
  // The parent is told by e-mail, with the way to sign in.
  expect(await linkFromMail(request, login, '/login')).toMatch(/\/login$/);

  // 4. The parent books Choir in the ECA widget on the partner's demo site.
  await recordWidgetEvents(page);
  await page.goto(demoUrl(testInfo, 'index.html'));
  await expectReady(page, 1);
  const booking = await startBooking(page, 'Choir');
  await signInInDialog(booking, login, password);
  await enterPaymentDetails(booking);
  await addFirstChild(booking, 'Lina');
  await expect(booking.getByRole('radio', { name: /Lina Brandt/ })).toBeChecked();
  await booking.getByRole('button', { name: 'Book now' }).click();
  await expect(
    booking.getByRole('heading', { name: 'Your booking has been received.' }),
  ).toBeFocused();
  await expectOneBookedEvent(page, 'eca');

  // 5. The confirmation's link opens the portal, which has no session yet: sign-in, then back.
  const [portal] = await Promise.all([
    page.context().waitForEvent('page'),
    booking.getByRole('link', { name: 'See it in your bookings' }).click(),
  ]);
  await portal.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/my/bookings',
  );
  await submitSignIn(portal, login, password);
  await portal.waitForURL((url) => url.pathname === '/my/bookings');
  const card = portal.getByRole('article', { name: 'Choir' });
  await expect(card).toContainText('Lina Brandt');
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('After-school activity');
  await expect(card).toContainText(/(Monday|Tuesday|Wednesday|Thursday|Friday) \d\d:\d\d/);
  await expectAxeCleanAtBothWidths(portal, card);
});

import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import type { BookingCheckResult } from '../../shared/model/booking';
import type { PendingRegistration } from '../../shared/model/register';
import { DEMO_PASSWORD } from './support/accounts';
import { bearerFor } from './support/api';
import {
  demoUrl,
  expectReady,
  recordWidgetEvents,
  seriousViolationsIn,
  widgetEvents,
} from './support/widget-demo';
import {
  addFirstChild,
  enterPaymentDetails,
  expectOneBookedEvent,
  signInInDialog,
  startBooking,
} from './support/booking-dialog';
import { newFamily, publicOffer } from './support/families';
import { submitSignUp } from './support/sign-in';

// Services of the demo data (server/db/seed): Choir has places left and takes grades P1–P5;
// Ballet is fully booked and takes M1–P3, so a child in P3 meets only its noEventCapacityLeft
// warning. The specs book for families of their own, never for the demo's.
const OPEN_SERVICE = 'Choir';
const FULL_SERVICE = 'Ballet';

/** What a SYS_ADMIN does on the registrations screen: approve the sign-up as a customer. */
async function approveSignup(request: APIRequestContext, login: string) {
  const headers = await bearerFor(request, 'sysadmin@kitebook.test');
  const pending = (await (
    await request.get('/api/register', { headers })
  ).json()) as PendingRegistration[];
  const registration = pending.find((entry) => entry.user.login === login);
  if (!registration) throw new Error(`no registration of ${login}`);
  const approved = await request.post(`/api/register/confirm/${registration.id}`, {
    headers,
    data: ['CUSTOMER'],
  });
  expect(approved.status()).toBe(200);
}

/** Whether the server counts `child` of parent `login` as booked for `service`. */
async function isBooked(
  request: APIRequestContext,
  { login, child, service }: { login: string; child: string; service: string },
  password = DEMO_PASSWORD,
): Promise<boolean> {
  const headers = await bearerFor(request, login, password);
  const services = (await (await request.get('/api/event/public/ECA')).json()) as {
    id: number;
    name: string;
  }[];
  const children = (await (await request.get('/api/participant/customer', { headers })).json()) as {
    id: number;
    person: { givenName: string };
  }[];
  const response = await request.put('/api/booking/check-booking', {
    headers,
    data: {
      serviceId: services.find(({ name }) => name === service)!.id,
      participantId: children.find(({ person }) => person.givenName === child)!.id,
    },
  });
  const check = (await response.json()) as BookingCheckResult;
  return check.errors.some(({ key }) => key === 'alreadyBooked');
}

test.describe('booking inside the ECA widget on the demo site', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await recordWidgetEvents(page);
    await page.goto(demoUrl(testInfo, 'index.html'));
    await expectReady(page, 1);
  });

  test('the booking dialog traps focus, closes on Escape and returns focus to Book', async ({
    page,
  }) => {
    const dialog = await startBooking(page, OPEN_SERVICE);
    await expect(dialog.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.locator('kitebook-widget').getByRole('button', { name: 'Book', exact: true }),
    ).toBeFocused();
  });

  test('a new parent signs up, adds a child, books and the host hears of it', async ({
    page,
    request,
  }) => {
    // Sign-up, approval, sign-in, payment, child and booking: a long walk on a 2-core machine.
    const login = `widget-parent-${Date.now()}@kitebook.test`;
    const password = 'a-widget-password';

    // Sign up inside the widget: the account then waits for its approval.
    let dialog = await startBooking(page, OPEN_SERVICE);
    await dialog.getByRole('tab', { name: 'Create account' }).click();
    await submitSignUp(dialog, {
      givenName: 'Sofia',
      familyName: 'Marquardt',
      email: login,
      password,
    });
    await page.keyboard.press('Escape');

    await approveSignup(request, login);

    // Sign in inside the widget; the first booking asks for the payment details.
    dialog = await startBooking(page, OPEN_SERVICE, { fromList: false });
    await signInInDialog(dialog, login, password);
    await enterPaymentDetails(dialog);

    // No children yet: the form asks for the first one.
    await expect(dialog.getByRole('heading', { name: 'Add a child' })).toBeVisible();
    await expect(dialog.getByLabel('Family name')).toHaveValue('Marquardt');
    await dialog.getByRole('button', { name: 'Save child' }).click();
    await expect(dialog.getByLabel('Given name')).toBeFocused();
    await addFirstChild(dialog, 'Lina');

    const child = dialog.getByRole('radio', { name: /Lina Marquardt/ });
    await expect(child).toBeChecked();
    await expect(dialog.getByRole('status').filter({ hasText: 'Monthly cost' })).toContainText(
      '€20.00',
    );
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);
    await dialog.getByRole('button', { name: 'Book now' }).click();

    await expect(
      dialog.getByRole('heading', { name: 'Your booking has been received.' }),
    ).toBeFocused();
    await expect(dialog.getByText('Status: pending')).toBeVisible();
    await expectOneBookedEvent(page, 'eca');
    expect(await isBooked(request, { login, child: 'Lina', service: OPEN_SERVICE }, password)).toBe(
      true,
    );

    // The widget's token sits in the demo page's storage, so it is a widget's session: the IBAN
    // reads masked and the password cannot be changed with it.
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('kitebook.widget.session') ?? '{}') as { token?: string })
          .token,
    );
    const headers = { Authorization: `Bearer ${token}` };
    const stored = (await (await request.get('/api/customer/payment', { headers })).json()) as {
      iban: string;
    };
    expect(stored.iban).toBe('DE89 •••• 3000');
    const change = await request.post('/api/auth/change-password', {
      headers,
      data: { oldPassword: password, newPassword: 'taken-over-account' },
    });
    expect(change.status()).toBe(403);

    // Signing out in the widget ends the session on the server too.
    await page.keyboard.press('Escape');
    await page.locator('kitebook-widget').getByRole('button', { name: 'Sign out' }).click();
    await expect
      .poll(async () => (await request.get('/api/auth/isLoggedOut', { headers })).status())
      .toBe(404);
  });

  test('a full service asks first, and declining books nothing', async ({ page, request }) => {
    const { parent } = await newFamily(request, 'Julia', {
      familyName: 'Brenner',
      schoolYear: (await publicOffer(request, 'ECA', FULL_SERVICE)).schoolYear,
      children: [{ givenName: 'Mia', grade: 'P3' }],
    });
    const dialog = await startBooking(page, FULL_SERVICE);
    await signInInDialog(dialog, parent.login, parent.password);
    await dialog.getByRole('radio', { name: /Mia Brenner/ }).check();
    await expect(dialog.getByRole('status').filter({ hasText: 'fully booked' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Book now' }).click();

    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText('This activity is fully booked.');
    await expect(confirm.getByRole('button', { name: "Don't book" })).toBeVisible();
    await confirm.getByRole('button', { name: "Don't book" }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Book now' })).toBeVisible();

    // Nothing was saved: the host heard of no booking, and the child is still not booked.
    expect((await widgetEvents(page)).some((e) => e.type === 'kitebook:booked')).toBe(false);
    expect(
      await isBooked(
        request,
        { login: parent.login, child: 'Mia', service: FULL_SERVICE },
        parent.password,
      ),
    ).toBe(false);
  });
});

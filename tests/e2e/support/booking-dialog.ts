import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { widgetEvents } from './widget-demo';

/**
 * Starts booking `service` in the demo page's ECA widget: opens its detail from the list unless
 * the detail is open already, then presses Book; answers the open booking dialog.
 */
export async function startBooking(page: Page, service: string, { fromList = true } = {}) {
  const widget = page.locator('kitebook-widget');
  if (fromList) {
    await widget
      .getByRole('article', { name: service })
      .getByRole('button', { name: 'Details' })
      .click();
  }
  await widget.getByRole('button', { name: 'Book', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${service}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and saves the payment step a new customer meets before the first booking. */
export async function enterPaymentDetails(dialog: Locator): Promise<void> {
  await expect(
    dialog.getByRole('heading', { name: 'Your address and bank details' }),
  ).toBeVisible();
  await dialog.getByLabel('Street and house number').fill('Gartenweg 7');
  await dialog.getByLabel('Postcode').fill('60316');
  await dialog.getByLabel('City').fill('Frankfurt am Main');
  await dialog.getByLabel('Country').selectOption('DE');
  await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await dialog.getByLabel('BIC').fill('COBADEFFXXX');
  await dialog.getByLabel('Bank name').fill('Commerzbank');
  await dialog.getByLabel(/^I authorise the organisation/).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
}

/** Adds the first child (grade P2, English section, class A) in the booking dialog's form. */
export async function addFirstChild(dialog: Locator, givenName: string): Promise<void> {
  await expect(dialog.getByRole('heading', { name: 'Add a child' })).toBeVisible();
  await dialog.getByLabel('Given name').fill(givenName);
  await dialog.getByLabel('Gender').selectOption('FEMALE');
  await dialog.getByLabel('Grade', { exact: true }).selectOption('P2');
  await dialog.getByLabel('Language section').selectOption('EN');
  await dialog.getByLabel('Class letter').selectOption('A');
  await dialog.getByRole('button', { name: 'Save child' }).click();
}

/** Signs in on the "Sign in" tab of an open booking dialog (English). */
export async function signInInDialog(
  dialog: Locator,
  login = 'parent@kitebook.test',
  password = DEMO_PASSWORD,
): Promise<void> {
  await dialog.getByLabel('E-mail').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('tabpanel').getByRole('button', { name: 'Sign in' }).click();
}

/** The host page heard exactly one `kitebook:booked`, a PENDING booking, from widget `target`. */
export async function expectOneBookedEvent(page: Page, target: string): Promise<void> {
  await expect
    .poll(async () => (await widgetEvents(page)).filter((e) => e.type === 'kitebook:booked'))
    .toEqual([
      {
        type: 'kitebook:booked',
        target,
        detail: {
          bookingId: expect.any(Number),
          serviceId: expect.any(Number),
          status: 'PENDING',
        },
      },
    ]);
}

import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { widgetEvents } from './widget-demo';

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

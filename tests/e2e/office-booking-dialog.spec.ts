import { expect, test, type Page } from '@playwright/test';
import type { BookingRecord } from '../../shared/model/booking-record';
import type { CustomerBookingResult } from '../../shared/model/booking';
import { bearerFor } from './support/api';
import { seriousViolations } from './support/axe';
import { newFamily, publicOffer } from './support/families';
import { uniqueName } from './support/places';
import { signInAs } from './support/sign-in';

// A camp every spec may book: its places may run out, so the request confirms the warnings.
const CAMP = 'Winter Art Camp';
const ADMIN = 'admin@kitebook.test';

/** Axe's serious findings once finite animations (a dialog's fade) have ended. */
async function violationsWhenSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return seriousViolations(page);
}

test.describe('the booking dialog', () => {
  test('admin cancels a booking immediately with a note; axe on the dialog', async ({
    page,
    request,
  }) => {
    const familyName = uniqueName('Storno');
    const camp = await publicOffer(request, 'HOLIDAY_CAMP', CAMP);
    const { parent, children } = await newFamily(request, 'Lena', {
      familyName,
      schoolYear: camp.schoolYear,
      children: [{ givenName: 'Ben', grade: 'P3' }],
    });
    const booked = await parent.call('PUT', '/api/booking/customer', {
      body: {
        serviceId: camp.id,
        participantId: children[0]!.id,
        confirmedWarnings: ['noEventCapacityLeft', 'noLocationCapacityLeft'],
      },
    });
    expect(booked.status).toBe(200);
    const { bookingId } = (await booked.json()) as CustomerBookingResult;

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, ADMIN);
    await page.goto(`/booking/${bookingId}`);
    const dialog = page.getByRole('dialog', { name: 'Edit booking' });
    await expect(dialog.getByLabel('Participant')).toHaveValue(`Ben ${familyName}`);
    await expect(dialog.getByLabel('Status')).toHaveValue('PENDING');
    expect(await violationsWhenSettled(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel the booking' });
    await cancel.getByLabel('Cancellation notes').fill('Family moved away');
    await cancel.getByLabel('Cancel immediately').check();
    await cancel.getByRole('button', { name: 'Cancel the booking' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The booking was cancelled.' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();

    const stored = await request.get(`/api/booking/${bookingId}`, {
      headers: await bearerFor(request, ADMIN),
    });
    const record = (await stored.json()) as BookingRecord;
    expect(record.bookingStatus).toBe('CANCELED_IMMEDIATELY');
    expect(record.cancellationNotes).toBe('Family moved away');
    expect(record.cancellationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

import { expect, test } from '@playwright/test';
import type { BookingRecord } from '../../shared/model/booking-record';
import { bearerFor } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { campRequest, openOffice } from './support/office';

const ADMIN = 'admin@kitebook.test';

test.describe('the booking dialog', () => {
  test('admin cancels a booking immediately with a note; axe on the dialog', async ({
    page,
    request,
  }) => {
    const { familyName, bookingId } = await campRequest(request, 'Storno', 'Lena', 'Ben');
    await openOffice(page, `/booking/${bookingId}`);
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

import { expect, test } from '@playwright/test';
import { violationsWhenSettled } from './support/axe';
import { campRequest, openOffice, SHARED_CAMP } from './support/office';

test.describe('/booking', () => {
  test('admin finds a PENDING request by the child and accepts it; axe on desktop and phone', async ({
    page,
    request,
  }) => {
    const { familyName } = await campRequest(request, 'Anfrage', 'Jana', 'Mia');
    // The customer and participant dialogs' link: the child's 'Given Family' as `plan`.
    await openOffice(page, `/booking?plan=${encodeURIComponent(`Mia ${familyName}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    // Read as the child filter; written as `child` at the next change of the list.
    await expect(page.getByLabel("Child's name")).toHaveValue(`Mia ${familyName}`);
    const row = page.getByRole('row').filter({ hasText: familyName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(SHARED_CAMP);
    await expect(row).toContainText('Pending');
    expect(await violationsWhenSettled(page)).toEqual([]);

    // The row opens the booking dialog at /booking/{id}; closing it keeps the filter.
    await row.getByRole('rowheader').click();
    await expect(page).toHaveURL(/\/booking\/\d+\?plan=Mia/);
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Edit booking' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/booking\?plan=Mia/);

    await row.getByRole('checkbox').check();
    const bulk = page.getByRole('region', { name: 'Actions for the selected rows' });
    await bulk.getByRole('button', { name: 'Accept' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('(1 pending)');
    await expect(confirm.getByLabel('Notify the families by e-mail')).toBeChecked();
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Changed: 1. Left as they were (not pending): 0.' }),
    ).toBeVisible();
    await expect(row).toContainText('Confirmed');

    // The status filter in the URL: the accepted booking is no longer among the pending ones.
    await page.getByLabel('Status').selectOption('PENDING');
    await expect(page).toHaveURL(/\?child=Mia[^&]*&status=PENDING$/);
    await expect(page.getByText('No bookings match these filters.')).toBeVisible();

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByLabel('Status').selectOption('');
    await expect(page.getByRole('row').filter({ hasText: familyName })).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
  });
});

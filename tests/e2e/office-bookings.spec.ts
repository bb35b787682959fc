import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { newFamily, publicOffer } from './support/families';
import { uniqueName } from './support/places';
import { signInAs } from './support/sign-in';

// A camp every spec may book: its places may run out, so the request confirms the warnings.
const CAMP = 'Winter Art Camp';

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

test.describe('/booking', () => {
  // Two axe runs (desktop, phone) take seconds each on a busy machine.
  test.beforeEach(() => test.setTimeout(60_000));

  test('admin finds a PENDING request by the child and accepts it; axe on desktop and phone', async ({
    page,
    request,
  }) => {
    const familyName = uniqueName('Anfrage');
    const camp = await publicOffer(request, 'HOLIDAY_CAMP', CAMP);
    const { parent, children } = await newFamily(request, 'Jana', {
      familyName,
      schoolYear: camp.schoolYear,
      children: [{ givenName: 'Mia', grade: 'P3' }],
    });
    const booked = await parent.call('PUT', '/api/booking/customer', {
      body: {
        serviceId: camp.id,
        participantId: children[0]!.id,
        confirmedWarnings: ['noEventCapacityLeft', 'noLocationCapacityLeft'],
      },
    });
    expect(booked.status, JSON.stringify(await booked.json())).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'admin@kitebook.test');
    // The customer and participant dialogs' link: the child's 'Given Family' as `plan`.
    await page.goto(`/booking?plan=${encodeURIComponent(`Mia ${familyName}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]child=Mia/);
    const row = page.getByRole('row').filter({ hasText: familyName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(CAMP);
    await expect(row).toContainText('Pending');
    expect(await violationsWhenSettled(page)).toEqual([]);

    // The row opens the booking dialog at /booking/{id}; closing it keeps the filter.
    await row.getByRole('rowheader').click();
    await expect(page).toHaveURL(/\/booking\/\d+\?child=Mia/);
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Edit booking' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/booking\?child=Mia/);

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
    await expect(page).toHaveURL(/status=PENDING/);
    await expect(page.getByText('No bookings match these filters.')).toBeVisible();

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByLabel('Status').selectOption('');
    await expect(page.getByRole('row').filter({ hasText: familyName })).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { newTestCustomer } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { uniqueName } from './support/places';
import { openOffice } from './support/office';

const dialog = (page: Page) => page.getByRole('dialog');
/** Axe on the dialog alone: the screen behind it was checked before it opened. */
const DIALOG = '[role="dialog"]';

test.describe('/participant', () => {
  test('admin sets the class of two school years and sees the escort rule flip', async ({
    page,
    request,
  }) => {
    const familyName = uniqueName('Klasse');
    const parent = await newTestCustomer(request, 'Petra', { familyName });
    const added = await parent.call('PUT', '/api/participant/', {
      form: {
        person: JSON.stringify({
          person: { givenName: 'Lotte', familyName, gender: 'FEMALE', birthday: '2018-05-04' },
          escortType: 'ALONE',
        }),
      },
    });
    expect(added.status).toBe(200);

    await openOffice(page, `/participant?search=${encodeURIComponent(familyName)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: familyName })).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);

    await page.getByRole('button', { name: `Edit Lotte ${familyName}` }).click();
    await expect(page).toHaveURL(/\/participant\/\d+/);
    await expect(dialog(page).getByRole('heading', { name: 'Edit participant' })).toBeVisible();
    await expect(dialog(page).getByRole('tab')).toHaveText([
      'Participant',
      'Guardians',
      'Absences',
      'History',
    ]);
    const escort = dialog(page).getByLabel('Way to and from');
    await expect(escort).toHaveValue('ALONE');
    await expect(dialog(page).getByLabel('May be home alone')).toBeVisible();

    // The class pickers, one per school year, the latest last: the rule reads the latest.
    const years = dialog(page).getByRole('group', { name: /^Class / });
    expect(await years.count()).toBeGreaterThanOrEqual(2);
    const earlier = years.nth((await years.count()) - 2);
    const latest = years.last();
    await earlier.getByLabel('Grade').selectOption('P3');
    await earlier.getByLabel('Language section').selectOption('FR');
    await expect(earlier.getByLabel('Class letter')).toHaveValue('UNKNOWN');
    await expect(escort).toHaveValue('ALONE');

    await latest.getByLabel('Grade').selectOption('P1');
    await latest.getByLabel('Language section').selectOption('DE');
    await latest.getByLabel('Class letter').selectOption('B');
    await expect(escort).toHaveValue('GUARDIAN');
    await expect(escort.locator('option')).toHaveText(['With a guardian']);
    await expect(dialog(page).getByLabel('May be home alone')).toBeHidden();
    expect(await violationsWhenSettled(page, DIALOG)).toEqual([]);

    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Lotte ${familyName} was saved.` }),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: familyName })).toBeVisible();

    await page.getByRole('button', { name: `Edit Lotte ${familyName}` }).click();
    await expect(latest.getByLabel('Grade')).toHaveValue('P1');
    await expect(earlier.getByLabel('Class letter')).toHaveValue('UNKNOWN');
    await expect(escort).toHaveValue('GUARDIAN');
    // A higher grade in the latest year lets the child go alone again.
    await latest.getByLabel('Grade').selectOption('P2');
    await expect(escort.locator('option')).toHaveText(['Goes alone', 'With a guardian']);
    await expect(dialog(page).getByLabel('May be home alone')).toBeVisible();
  });

  test('instructor opens the contact viewer of a child in their service, nothing editable', async ({
    page,
  }) => {
    await openOffice(page, '/participant', 'instructor');
    await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New participant' })).toHaveCount(0);
    const open = page.getByRole('button', { name: /^Contacts of / }).first();
    await expect(open).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);

    await open.click();
    await expect(dialog(page).getByRole('heading', { name: /^Contacts of / })).toBeVisible();
    await expect(dialog(page).getByText('(Customer)')).toBeVisible();
    await expect(dialog(page).locator('input, select, textarea')).toHaveCount(0);
    await expect(dialog(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
    expect(await violationsWhenSettled(page, DIALOG)).toEqual([]);
  });
});

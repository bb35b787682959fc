import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CustomerFixture } from '../support/api-fixtures';
import { addPaymentData, addSpouse, completePerson } from '../support/family-fixtures';
import { newTestCustomer } from './support/api';
import { seriousViolations } from './support/axe';
import { signedInAs } from './support/session';

// Each test edits a profile of its own (a demo parent's would be seen by the specs signing in
// with it meanwhile): a paying customer, so no payment dialog covers the page, with the phone
// and gender the form requires, one address and a spouse.
const GIVEN_NAME = 'Clara';
const FAMILY_NAME = 'Lindner';
const SPOUSE = 'Thomas';

/** A new customer as above, signed in through the API. */
async function newProfileOwner(request: APIRequestContext): Promise<CustomerFixture> {
  const owner = await newTestCustomer(request, GIVEN_NAME, { familyName: FAMILY_NAME });
  await addPaymentData(owner);
  await completePerson(owner);
  await addSpouse(owner, { givenName: SPOUSE });
  return owner;
}

/** The panel of the profile named `name` ("Your details" or "Spouse"). */
function panel(page: Page, name: string) {
  return page.getByRole('region', { name });
}

/** Signs a new profile owner in and opens their profile from the top bar's menu; answers the login. */
async function openProfile(page: Page): Promise<string> {
  const owner = await newProfileOwner(page.request);
  await signedInAs(page, owner, '/my/dashboard');
  await page.getByRole('button', { name: `${GIVEN_NAME} ${FAMILY_NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(panel(page, 'Your details').getByLabel('Given name')).toHaveValue(GIVEN_NAME);
  return owner.login;
}

test.describe('profile', () => {
  test('shows the person and the spouse, with no serious axe violation', async ({ page }) => {
    await openProfile(page);
    await expect(panel(page, 'Spouse').getByLabel('Given name')).toHaveValue(SPOUSE);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the phone field refuses letters and a + after the start', async ({ page }) => {
    await openProfile(page);
    const phone = panel(page, 'Your details').getByLabel('Phone', { exact: true });
    await phone.click();
    await phone.pressSequentially('+49a69-b1234x5+6');
    await expect(phone).toHaveValue('+4969123456');
    // Text that arrives otherwise (paste, autofill) is cleaned the same way.
    await phone.fill('+49 (69) 12-ab');
    await expect(phone).toHaveValue('+496912');
  });

  test('an e-mail of another person shows personExists, after typing pauses', async ({ page }) => {
    const login = await openProfile(page);
    const details = panel(page, 'Your details');
    const email = details.getByLabel('E-mail');
    const notice = details.getByText('A person with this e-mail address already exists.');
    await email.fill('member@kitebook.test');
    await expect(notice).toBeVisible();
    // The user's own address is no conflict.
    await email.fill(login);
    await expect(notice).toBeHidden();
  });

  test('a refused save names the panel and focuses the first wrong field', async ({ page }) => {
    await openProfile(page);
    const details = panel(page, 'Your details');
    await details.getByLabel('Given name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Please correct the marked fields in: Your details.'),
    ).toBeVisible();
    await expect(details.getByText('Please enter the given name.')).toBeVisible();
    await expect(details.getByLabel('Given name')).toBeFocused();
  });

  test('a typed birthday out of range is cleared; the calendar returns focus', async ({ page }) => {
    await openProfile(page);
    const details = panel(page, 'Your details');
    const birthday = details.getByLabel('Birthday');
    await birthday.fill('2099-01-01');
    await birthday.press('Tab');
    await expect(birthday).toHaveValue('');
    await expect(details.getByText('“2099-01-01” was not accepted')).toBeVisible();

    const calendarButton = details.getByRole('button', { name: /^Choose date/ });
    await calendarButton.click();
    const calendar = page.getByRole('dialog', { name: 'Birthday' });
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect
      .poll(() => calendarButton.evaluate((el) => el === document.activeElement))
      .toBe(true);
  });

  test('address rows: add focuses the new row, the last row cannot be removed', async ({
    page,
  }) => {
    await openProfile(page);
    const details = panel(page, 'Your details');
    await expect(details.getByRole('button', { name: /^Remove address/ })).toHaveCount(0);
    await details.getByRole('button', { name: 'Add address' }).click();
    await expect(details.getByLabel('Street and house number').nth(1)).toBeFocused();
    await expect(details.getByLabel('Country').nth(1)).toHaveValue('DE');
    await details.getByRole('button', { name: 'Remove address 2' }).click();
    await expect(details.getByLabel('Street and house number')).toHaveCount(1);
  });

  test('saves a change, which a reload shows', async ({ page }) => {
    await openProfile(page);
    const title = panel(page, 'Your details').getByLabel('Title');
    await title.fill('Dr.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile was saved.')).toBeVisible();
    await page.reload();
    await expect(title).toHaveValue('Dr.');
  });
});

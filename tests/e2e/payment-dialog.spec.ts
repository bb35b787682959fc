import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { CustomerFixture } from '../support/api-fixtures';
import { DEMO_PASSWORD } from './support/accounts';
import { newTestCustomer } from './support/api';
import { seriousViolations } from './support/axe';
import { sessionCookie } from './support/sign-in';

/** The words of the dialog in one language, as a customer reads them. */
interface DialogTexts {
  title: string;
  street: string;
  zip: string;
  city: string;
  iban: string;
  bic: string;
  bankName: string;
  mandate: RegExp;
  save: string;
  invalidIban: string;
}

const ENGLISH: DialogTexts = {
  title: 'Your address and bank details',
  street: 'Street and house number',
  zip: 'Postcode',
  city: 'City',
  iban: 'IBAN',
  bic: 'BIC',
  bankName: 'Bank name',
  mandate: /^I authorise the organisation/,
  save: 'Save',
  invalidIban: 'This IBAN is not valid. Please check it.',
};

const GERMAN: DialogTexts = {
  title: 'Ihre Adresse und Bankverbindung',
  street: 'Straße und Hausnummer',
  zip: 'Postleitzahl',
  city: 'Ort',
  iban: 'IBAN',
  bic: 'BIC',
  bankName: 'Name der Bank',
  mandate: /^Ich ermächtige die Organisation/,
  save: 'Speichern',
  invalidIban: 'Diese IBAN ist ungültig. Bitte überprüfen Sie sie.',
};

// The IBAN of the spec's example, and the same with its last digit changed: same length and
// country, so only the server's mod-97 check can tell it is wrong.
const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';
const BAD_CHECKSUM_IBAN = 'DE89 3704 0044 0532 0130 01';

async function signIn(page: Page, login: string, locale: 'en' | 'de') {
  await page
    .context()
    .addCookies([{ name: 'i18n_redirected', value: locale, domain: 'localhost', path: '/' }]);
  await page.goto('/login');
  const labels =
    locale === 'de'
      ? { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' }
      : { email: 'E-mail', password: 'Password', submit: 'Sign in' };
  await page.getByLabel(labels.email).fill(login);
  await page.getByLabel(labels.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.submit }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The IBAN stored for the customer, read through their own API session. */
async function storedIban(customer: CustomerFixture) {
  const response = await customer.call('GET', '/api/customer/payment');
  return ((await response.json()) as { iban: string }).iban;
}

// Each test has a new customer without bank data of its own, so they run in any order, and
// no other spec's demo customer gets bank data.
test('the persistent payment dialog offers a sign-out that ends the session', async ({
  page,
  request,
}) => {
  const customer = await newTestCustomer(request, 'Daniel', { familyName: 'Novak' });
  const { login } = customer;
  await signIn(page, login, 'en');
  const dialog = page.getByRole('dialog', { name: ENGLISH.title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Reached with Tab inside the dialog's focus trap, pressed with Enter.
  const signOut = dialog.getByRole('button', { name: 'Sign out' });
  for (
    let step = 0;
    step < 20 && !(await signOut.evaluate((b) => b === document.activeElement));
    step += 1
  )
    await page.keyboard.press('Tab');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await sessionCookie(page)).toBeUndefined();
  // The session is over for the pages too: a personal page asks to sign in again.
  await page.goto('/my/dashboard');
  await expect(page).toHaveURL('/login?redirect=/my/dashboard');

  // Nothing was saved, so the next sign-in asks again.
  expect(await storedIban(customer)).toBe('');
  await signIn(page, login, 'en');
  await expect(dialog).toBeVisible();

  // Inside a partner's frame the dialog asks too, and signing out leaves the frame where it is.
  await page.goto('/public/eca?embed=1');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/public/eca?embed=1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'After-school activities' }),
  ).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
});

for (const [locale, givenName, familyName, texts] of [
  ['en', 'Daniel', 'Novak', ENGLISH],
  ['de', 'Lena', 'Hoffmann', GERMAN],
] as const) {
  test(`a customer without bank data completes the payment dialog (${locale})`, async ({
    page,
    request,
  }) => {
    const customer = await newTestCustomer(request, givenName, { familyName, locale });
    await signIn(page, customer.login, locale);
    const dialog = page.getByRole('dialog', { name: texts.title });
    await expect(dialog).toBeVisible();

    // Persistent: Escape does not close it, and Tab stays inside.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);

    const save = dialog.getByRole('button', { name: texts.save });
    await expect(save).toBeDisabled();
    await dialog.getByLabel(texts.street).fill('Eschersheimer Landstraße 5');
    await dialog.getByLabel(texts.zip).fill('60322');
    await dialog.getByLabel(texts.city).fill('Frankfurt am Main');
    await dialog.getByLabel(texts.iban).fill(BAD_CHECKSUM_IBAN);
    await dialog.getByLabel(texts.bic).fill('COBADEFFXXX');
    await dialog.getByLabel(texts.bankName).fill('Commerzbank');
    // Everything filled in, but no mandate yet.
    await expect(save).toBeDisabled();
    await dialog.getByLabel(texts.mandate).check();
    await expect(save).toBeEnabled();

    await save.click();
    // The red snackbar (still announced while the modal hides the page) and the field's error.
    await expect(page.getByRole('alert').filter({ hasText: texts.invalidIban })).toBeVisible();
    await expect(dialog.getByLabel(texts.iban)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel(texts.iban)).toBeFocused();
    await expect(dialog.getByText(texts.invalidIban)).toBeVisible();
    expect(await storedIban(customer)).toBe('');

    // Saving reloads the page; the prompt asks the server again and stays away.
    await dialog.getByLabel(texts.iban).fill(GOOD_IBAN);
    const recheck = page.waitForResponse((response) =>
      response.url().endsWith('/api/customer/is-missing-information'),
    );
    await save.click();
    expect(await (await recheck).json()).toMatchObject({ missing: false });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await storedIban(customer)).toBe('DE89370400440532013000');
  });
}

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import type { CustomerProfile } from '../../shared/model/customer';
import { seriousViolations, violationsWhenSettled } from './support/axe';
import { bearerFor } from './support/api';
import { signedInAs } from './support/session';

const PARENT = 'parent@kitebook.test';

/** The strings the journey reads, per language (the catalogs' texts). */
const TEXT = {
  en: {
    myData: 'My data',
    details: 'Your details',
    phone: 'Phone',
    save: 'Save',
    saved: 'Your profile was saved.',
    payment: 'Payment details',
    mandate: 'SEPA mandate',
    myDocuments: 'My documents',
    invoices: 'Invoices',
    download: (name: string) => `Download ${name}`,
    exportData: 'Download my data',
  },
  de: {
    myData: 'Meine Daten',
    details: 'Ihre Angaben',
    phone: 'Telefon',
    save: 'Speichern',
    saved: 'Ihr Profil wurde gespeichert.',
    payment: 'Zahlungsdaten',
    mandate: 'SEPA-Lastschriftmandat',
    myDocuments: 'Meine Dokumente',
    invoices: 'Rechnungen',
    download: (name: string) => `${name} herunterladen`,
    exportData: 'Meine Daten herunterladen',
  },
} as const;

type Language = keyof typeof TEXT;

/**
 * The journey of issue 19.8 as parent@: a new phone number on /my/data (saved, and there after a
 * reload), the mandate shown; a document downloaded on /my/documents; the data export, whose zip
 * holds the child's booking. axe on both screens.
 */
async function journey(page: Page, language: Language) {
  const text = TEXT[language];
  if (language === 'de') {
    await page
      .context()
      .addCookies([{ name: 'i18n_redirected', value: 'de', domain: 'localhost', path: '/' }]);
  }
  await signedInAs(page, PARENT, '/my/data');
  await expect(page.getByRole('heading', { level: 1, name: text.myData })).toBeVisible();
  const details = page.getByRole('region', { name: text.details });
  const phone = details.getByLabel(text.phone, { exact: true });
  await expect(phone).toBeEditable();
  // Unique per run and language: a number the page cannot have shown before.
  const number = `+4930${Date.now() % 10_000_000}${language === 'en' ? 1 : 2}`;
  await phone.fill(number);
  await page.getByRole('button', { name: text.save, exact: true }).click();
  await expect(page.getByText(text.saved)).toBeVisible();
  const payment = page.getByRole('region', { name: text.payment });
  await expect(payment.getByRole('heading', { name: text.mandate })).toBeVisible();
  await expect(payment.getByTestId('mandate-id')).not.toBeEmpty();
  expect(await violationsWhenSettled(page)).toEqual([]);
  await page.reload();
  await expect(
    page.getByRole('region', { name: text.details }).getByLabel(text.phone, { exact: true }),
  ).toHaveValue(number);

  await page.goto('/my/documents');
  await expect(page.getByRole('heading', { level: 1, name: text.myDocuments })).toBeVisible();
  const invoices = page.getByRole('region', { name: text.invoices });
  const first = invoices.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('p').first().innerText()).trim();
  const downloading = page.waitForEvent('download');
  await first.getByRole('button', { name: text.download(name) }).click();
  expect((await downloading).suggestedFilename()).toBe(name);
  expect(await seriousViolations(page)).toEqual([]);

  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: text.exportData }).click();
  const zip = await exporting;
  expect(zip.suggestedFilename()).toMatch(/^kitebook-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
  const json = <T>(file: string) => JSON.parse(strFromU8(files[file]!)) as T;

  // The child's booking, by the child the portal knows for the family.
  const profile = (await (
    await page.request.get('/api/user/customer-profile', {
      headers: await bearerFor(page.request, PARENT),
    })
  ).json()) as CustomerProfile;
  const childIds = profile.participants.map((child) => child.id);
  const bookings = json<{ participantId: number; participantGivenName: string }[]>('bookings.json');
  expect(bookings.some((booking) => childIds.includes(booking.participantId))).toBe(true);
  expect(bookings.every((booking) => childIds.includes(booking.participantId))).toBe(true);
  const persons = json<{ contacts: { value: string }[] }[]>('persons.json');
  expect(persons.some((person) => person.contacts.some((c) => c.value === number))).toBe(true);
  expect(Object.keys(files).some((file) => file.startsWith('documents/'))).toBe(true);
}

test.describe('the family keeps its data and documents (issue 19.8)', () => {
  test('on a phone in English', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await journey(page, 'en');
  });

  test('on a desktop in German', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await journey(page, 'de');
  });
});

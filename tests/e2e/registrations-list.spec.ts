import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { seriousViolations } from './support/axe';
import { signedInAs } from './support/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

/** Signs up `givenName` of family `familyName` through the API; the sign-up awaits approval. */
async function signUp(request: APIRequestContext, givenName: string, familyName: string) {
  const email = `${givenName.toLowerCase()}.${familyName.toLowerCase()}@example.org`;
  const response = await request.post('/api/auth/signup', {
    data: { givenName, familyName, email, password: DEMO_PASSWORD, locale: 'en' },
  });
  expect(response.ok()).toBe(true);
}

const dataRows = (page: Page, family: string) =>
  page
    .getByRole('table', { name: 'Awaiting approval' })
    .getByRole('row')
    .filter({ hasText: family });

test('the sign-ups list sorts, searches and filters in the URL, and reads as cards on a phone', async ({
  page,
  request,
}) => {
  // The spec's own rows, found by a family name no other spec uses.
  const family = `Listtest${Date.now()}`;
  for (const name of ['Ada', 'Ben', 'Cy']) await signUp(request, name, family);

  await signedInAs(page, 'sysadmin@kitebook.test', '/registrations');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(family);
  await page.waitForURL((url) => url.searchParams.get('search') === family);
  await expect(dataRows(page, family)).toHaveCount(3);

  // Sorting by name twice: descending, said by aria-sort, kept in the URL.
  const nameHeader = page.getByRole('columnheader', { name: /Name/ });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(dataRows(page, family).first()).toContainText(`Cy ${family}`);

  // A reload keeps search and order: the filtered list is a link.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by name or e-mail' })).toHaveValue(
    family,
  );
  await expect(dataRows(page, family).first()).toContainText(`Cy ${family}`);
  expect(new URL(page.url()).searchParams.get('asc')).toBe('false');

  // A row opens its dialog with Enter, and focus returns to the row.
  const row = dataRows(page, family).first();
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Registration of Cy ${family}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => row.evaluate((element) => element === document.activeElement)).toBe(true);

  // Nobody confirmed the address yet: filtering for confirmed ones leaves none.
  await page.getByLabel('E-mail confirmed').selectOption('yes');
  await expect(page.getByText('No sign-up matches the search.')).toBeVisible();
  await page.goBack();
  await expect(dataRows(page, family)).toHaveCount(3);

  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expect(dataRows(page, family).first()).toBeVisible();
    expect(await seriousViolations(page), `${size.width}px`).toEqual([]);
  }
  // On a phone each row is a card of label-value pairs, and the page does not scroll sideways.
  await expect(dataRows(page, family).first().getByText('E-mail', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name:desc');
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
});

import { expect, test, type Page } from '@playwright/test';
import { bearerFor } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { uniqueName } from './support/places';
import { signedInAs } from './support/session';

const ADMIN = 'admin@kitebook.test';
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('/person and /participantPerson', () => {
  // Each test runs axe on a screen and on a long dialog (the person form): 10–20 s alone on a
  // busy machine.
  test.beforeEach(() => test.slow());

  test('creates a person in the person dialog', async ({ page }) => {
    const familyName = uniqueName('Neuperson');
    await signedInAs(page, ADMIN, '/person');
    await expect(page.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
    await page.getByRole('button', { name: 'New person' }).click();
    const person = dialog(page, 'New person');
    await person.getByLabel('Given name').fill('Greta');
    await person.getByLabel('Family name').fill(familyName);
    await person.getByLabel('Gender').selectOption('FEMALE');
    await person.getByLabel('Mobile', { exact: true }).fill('+49 170 7654321');
    expect(await violationsWhenSettled(page)).toEqual([]);
    await person.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${familyName}, Greta was saved.`)).toBeVisible();
    await page.getByLabel('Search by name or e-mail').fill(familyName);
    await page.getByLabel('Search by name or e-mail').press('Enter');
    await expect(page.getByRole('rowheader', { name: familyName })).toBeVisible();
  });

  test('links a person to a child as pick-up person with a relationship', async ({
    page,
    request,
  }) => {
    const familyName = uniqueName('Abholer');
    const headers = await bearerFor(request, ADMIN);
    const form = new FormData();
    form.set(
      'person',
      JSON.stringify({
        givenName: 'Greta',
        familyName,
        gender: 'FEMALE',
        contactSet: [{ contactType: 'MOBILE', value: '+491707654321' }],
      }),
    );
    expect((await request.put('/api/person/', { headers, multipart: form })).ok()).toBe(true);

    await signedInAs(page, ADMIN, '/participantPerson');
    await expect(page.getByRole('heading', { level: 1, name: 'Pick-up persons' })).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
    await page.getByRole('button', { name: 'Link a person' }).click();
    const link = dialog(page, 'Link a person');
    await link.getByLabel('Find the child').fill('Becker');
    const child = link.getByLabel('Participant', { exact: true });
    await expect(child.locator('option')).not.toHaveCount(1);
    await child.selectOption({ index: 1 });
    await link.getByLabel('Find the person').fill(familyName);
    const chosen = link.getByLabel('Person', { exact: true });
    await expect(chosen.locator('option', { hasText: familyName })).toHaveCount(1);
    await chosen.selectOption({ label: `${familyName}, Greta` });
    await link.getByLabel('Relationship').selectOption('GRANDPARENT');
    expect(await violationsWhenSettled(page)).toEqual([]);
    await link.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(new RegExp(`${familyName}, Greta is linked to`))).toBeVisible();
    const search = page.getByLabel('Search by the child’s or the person’s name');
    await search.fill(familyName);
    await search.press('Enter');
    await expect(
      page.getByRole('row', { name: new RegExp(familyName) }).getByRole('cell', {
        name: 'Grandparent',
      }),
    ).toBeVisible();
  });

  test('says what is missing, offers a coordinator’s default grades and the guardian dialog', async ({
    page,
  }) => {
    await signedInAs(page, ADMIN, '/participantPerson');
    await page.getByRole('button', { name: 'Link a person' }).click();
    const link = dialog(page, 'Link a person');
    await link.getByRole('button', { name: 'Save' }).click();
    await expect(link.getByText('You must provide a participant')).toBeVisible();
    await expect(link.getByText('You must provide a person')).toBeVisible();
    await expect(link.getByText('You must provide a role')).toBeVisible();

    await link.getByLabel('Coordinator', { exact: true }).check();
    await expect(link.getByLabel('Coordinator type')).toHaveValue('TRANSPORT_COORDINATOR');
    await link.getByLabel('Coordinator type').selectOption('MODULAR_COORDINATOR');
    const grades = link.getByRole('group', { name: 'Grades' });
    await expect(grades.getByRole('checkbox', { checked: true })).toHaveCount(3);
    await expect(grades.getByLabel('P1')).toBeChecked();
    await expect(grades.getByLabel('P2')).not.toBeChecked();

    await link.getByRole('button', { name: 'New person…' }).click();
    const guardian = dialog(page, 'New person');
    await expect(guardian.getByLabel('Given name')).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
    await guardian.getByRole('button', { name: 'Use this person' }).click();
    await expect(guardian.getByText('Please enter the given name.')).toBeVisible();
  });
});

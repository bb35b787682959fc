import { expect, test, type Page } from '@playwright/test';
import type { ParticipantBaseData } from '../../shared/model/base-data';
import type { ParticipantRecord } from '../../shared/model/participant';
import { signIn } from '../support/api-fixtures';
import { addChild, addPaymentData } from '../support/family-fixtures';
import { newTestCustomer, playwrightCaller } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { uniqueName } from './support/places';
import { signedInAs } from './support/session';

const dialog = (page: Page) => page.getByRole('dialog');
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'My children' });

test('at 390 px a parent changes their child’s class and health notes; a reload shows them', async ({
  page,
  request,
}) => {
  const familyName = uniqueName('Kinder');
  const parent = await newTestCustomer(request, 'Clara', { familyName });
  await addPaymentData(parent); // else the payment prompt opens over the page
  const base = (await (
    await parent.call('GET', '/api/participant/base-data')
  ).json()) as ParticipantBaseData;
  const year = (base.currentSchoolYear ?? base.schoolYears[0]!).name;
  const child = await addChild(parent, { givenName: 'Jonas', grade: 'P2', schoolYear: year });

  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, parent, '/my/participant');
  const card = page.getByRole('button', { name: new RegExp(`Jonas ${familyName}`) });
  await expect(card).toContainText(`Class ${year}: P2 EN A`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/my/participant/${child.id}$`));
  // The family mode: their child's data and contacts, no History and no customer picker.
  await expect(dialog(page).getByRole('tab')).toHaveText(['Participant', 'Guardians']);
  await expect(dialog(page).getByLabel('Customer', { exact: true })).toHaveCount(0);
  const thisYear = dialog(page).getByRole('group', { name: `Class ${year}` });
  await thisYear.getByLabel('Grade').selectOption('P3');
  await thisYear.getByLabel('Language section').selectOption('DE');
  await thisYear.getByLabel('Class letter').selectOption('B');
  await dialog(page).getByLabel('Health problems').fill('Peanut allergy');
  await dialog(page).getByLabel('Emergency medication').fill('Adrenaline pen');
  // No axe run here: 10 s of a 30 s test on a busy machine. The dialog is the office's, which
  // office-participants.spec.ts checks; the cards are checked below at 390 px and desktop size.
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Jonas ${familyName} was saved.` }),
  ).toBeVisible();
  await expect(card).toContainText(`Class ${year}: P3 DE B`);

  await page.reload();
  await expect(card).toContainText(`Class ${year}: P3 DE B`);
  await card.click();
  await expect(dialog(page).getByLabel('Health problems')).toHaveValue('Peanut allergy');
  await expect(dialog(page).getByLabel('Emergency medication')).toHaveValue('Adrenaline pen');
});

test('another family’s child is refused; /participant shows a family their cards (390 px, desktop)', async ({
  page,
  request,
}) => {
  // parent@ only reads here: its own children, and a child id that is not among them.
  const call = playwrightCaller(request);
  const own = (await (
    await call('GET', '/api/participant/customer', {
      headers: await signIn(call, 'parent@kitebook.test'),
    })
  ).json()) as ParticipantRecord[];
  const ownIds = new Set(own.map((child) => child.id));
  let otherId = 1;
  while (ownIds.has(otherId)) otherId++;

  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, 'parent@kitebook.test', '/my/participant');
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('button')).toHaveCount(own.length);
  expect(await violationsWhenSettled(page)).toEqual([]);

  await page.goto(`/my/participant/${otherId}`);
  await expect(dialog(page).getByText('The participant could not be loaded.')).toBeVisible();
  await expect(dialog(page).getByLabel('Health problems')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The menu's "Participants" leads a family to the same view, in place.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Participants' })
    .click();
  await expect(page).toHaveURL(/\/participant$/);
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('button')).toHaveCount(own.length);
  expect(await violationsWhenSettled(page)).toEqual([]);
});

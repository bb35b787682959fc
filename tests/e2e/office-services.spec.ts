import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createLocation, uniqueName } from './support/places';
import { signedInAs } from './support/session';

const ADMIN = 'admin@kitebook.test';
const INSTRUCTOR = 'instructor@kitebook.test';

/** The smallest PNG there is: one transparent pixel. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A day `days` from today as yyyy-MM-dd. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const dialog = (page: Page) => page.getByRole('dialog');

/** /event as `login`, its list narrowed to `search` when given. */
async function openServices(page: Page, login: string, search?: string) {
  await signedInAs(page, login, search ? `/event?search=${encodeURIComponent(search)}` : '/event');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
}

/** Types a date into a date picker and leaves it, as a person does. */
async function typeDate(scope: Locator, label: string, day: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(day);
  await input.press('Tab');
  await expect(input).toHaveValue(day);
}

/** A description with a paragraph, a link (through the link dialog) and a 3×3 table. */
async function writeDescription(box: Locator, page: Page) {
  const editor = box.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.type('Build and program robots. ');
  await box.getByRole('button', { name: 'Add link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  await linkDialog.getByLabel('Address').fill('https://example.org/robots');
  await linkDialog.getByLabel('Text').fill('Robot club page');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.getByRole('link', { name: 'Robot club page' })).toBeVisible();
  await editor.press('End');
  await editor.press('Enter');
  await box.getByRole('button', { name: 'Insert table (3 × 3)' }).click();
  await page.keyboard.type('Mondays');
  await expect(editor.getByRole('table')).toBeVisible();
}

test.describe('/event', () => {
  test('the office creates a service, sees it on the public page, clones it, cancels the copy, and the capacity holds', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const location = await createLocation(request, {
      name: uniqueName('E2E studio'),
      room: 'Room 3',
      capacity: 20,
    });
    const name = uniqueName('E2E Robotics');
    const instructorFamily = uniqueName('Builder').replace(/ /g, '');
    await openServices(page, ADMIN);
    expect(await seriousViolations(page)).toEqual([]);

    await test.step('create an ECA service with two times, a location and a picture', async () => {
      await page.getByRole('button', { name: 'New service' }).click();
      const box = dialog(page);
      await expect(box.getByRole('heading', { name: 'New service' })).toBeVisible();
      await box.getByLabel('Name', { exact: true }).fill(name);
      await expect(box.getByLabel('Business area')).toHaveValue('ECA');
      await box.getByLabel('Key', { exact: true }).fill('ROBO');
      await typeDate(box, 'Start date', dayFromToday(1));
      await typeDate(box, 'End date', dayFromToday(200));
      await typeDate(box, 'Registration deadline', dayFromToday(30));
      await writeDescription(box, page);
      await box.getByLabel('Picture', { exact: true }).setInputFiles({
        name: 'pixel.png',
        mimeType: 'image/png',
        buffer: PIXEL_PNG,
      });
      await expect(box.getByText('pixel.png is saved with the service.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await box.getByRole('tab', { name: 'Details' }).click();
      await box.getByRole('group', { name: 'Event types' }).getByRole('checkbox').first().check();
      // An instructor created from inside the dialog joins the service (spec 002 §4).
      await box.getByRole('button', { name: 'New instructor' }).click();
      const newInstructor = page.getByRole('dialog', { name: 'New instructor' });
      await newInstructor.getByLabel('Given name').fill('Robin');
      await newInstructor.getByLabel('Family name').fill(instructorFamily);
      await newInstructor.getByLabel('Gender').selectOption('DIVERS');
      await newInstructor.getByRole('button', { name: 'Save' }).click();
      await expect(newInstructor).toBeHidden();
      await expect(
        box.getByRole('list', { name: 'Chosen instructors' }).getByRole('listitem'),
      ).toHaveText([`Robin ${instructorFamily}`]);
      await box
        .getByLabel('Location')
        .selectOption({ label: `${location.name}, Room 3 (capacity 20)` });
      await box.getByLabel('Maximum participants').fill('12');
      const first = box.getByRole('listitem', { name: 'Time 1' });
      await first.getByLabel('Day').selectOption({ label: 'Monday' });
      // The colon comes by itself after two digits.
      await first.getByLabel('Start').pressSequentially('1530');
      await expect(first.getByLabel('Start')).toHaveValue('15:30');
      await first.getByLabel('End', { exact: true }).pressSequentially('1700');
      await box.getByRole('button', { name: 'Add a time' }).click();
      const second = box.getByRole('listitem', { name: 'Time 2' });
      await second.getByLabel('Day').selectOption({ label: 'Thursday' });
      await second.getByLabel('Start').pressSequentially('1400');
      await second.getByLabel('End', { exact: true }).pressSequentially('1530');
      expect(await seriousViolations(page)).toEqual([]);

      // ECA asks for the member and the total price (spec 002 §5).
      await box.getByRole('tab', { name: 'Price' }).click();
      await box.getByLabel('Member price').fill('80');
      await box.getByLabel('Total price').fill('95');

      await box.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `${name} was saved.` }),
      ).toBeVisible();
      await expect(box).toBeHidden();
    });

    let id = '';
    await test.step('the list shows it; its address opens it', async () => {
      await page.getByLabel('Search name or key').fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('ROBO');
      await expect(row).toContainText('0 of 12');
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await expect(page).toHaveURL(/\/event\/\d+/);
      id = /\/event\/(\d+)/.exec(page.url())![1]!;
      await expect(dialog(page).getByRole('heading', { name: 'Edit service' })).toBeVisible();
      await expect(dialog(page)).toContainText('Monday 15:30–17:00, Thursday 14:00–15:30');
      await expect(dialog(page).getByRole('img', { name: "The service's picture" })).toBeVisible();
      await dialog(page).getByRole('tab', { name: 'Details' }).click();
      await expect(dialog(page).getByRole('list', { name: 'Chosen instructors' })).toHaveText(
        `Robin ${instructorFamily}`,
      );
      expect(await seriousViolations(page)).toEqual([]);
      // Clone inside the dialog: the copy (of the stored service: unsaved typing is asked
      // about) replaces it and shows the picture it takes over.
      await dialog(page).getByRole('tab', { name: 'Activity' }).click();
      await dialog(page).getByLabel('Name', { exact: true }).fill(`${name} typed`);
      await dialog(page).getByRole('button', { name: 'Clone', exact: true }).click();
      const question = page.getByRole('alertdialog', { name: 'Clone the saved service?' });
      await question.getByRole('button', { name: 'Clone', exact: true }).click();
      await expect(dialog(page).getByRole('heading', { name: 'New service (copy)' })).toBeVisible();
      await expect(dialog(page).getByLabel('Name', { exact: true })).toHaveValue(name);
      await expect(dialog(page).getByRole('img', { name: "The service's picture" })).toBeVisible();
      await expect(dialog(page)).toContainText(
        'The copy takes over this picture when it is saved.',
      );
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog(page)).toBeHidden();
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await expect(dialog(page).getByRole('img', { name: "The service's picture" })).toBeVisible();
      // Removing the stored picture asks first, then is saved at once; closing asks nothing.
      await dialog(page).getByRole('button', { name: 'Remove the picture' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Remove the picture?' });
      await ask.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(ask).toBeHidden();
      await expect(dialog(page).getByRole('img', { name: "The service's picture" })).toHaveCount(0);
      await dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(page).toHaveURL(/\/event\?search=/);
    });

    await test.step('the public ECA page shows it with its description', async () => {
      await page.goto(`/public/eca/${id}`);
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expect(page.getByText('Build and program robots.')).toBeVisible();
      const link = page.getByRole('link', { name: 'Robot club page' });
      await expect(link).toHaveAttribute('href', 'https://example.org/robots');
      await expect(page.getByRole('cell', { name: 'Mondays' })).toBeVisible();
    });

    const copy = `${name} (copy)`;
    await test.step('clone it and rename the clone', async () => {
      await page.goto(`/event?search=${encodeURIComponent(name)}`);
      await page.getByRole('button', { name: `Clone ${name}` }).click();
      const box = dialog(page);
      await expect(box.getByRole('heading', { name: 'New service (copy)' })).toBeVisible();
      await expect(box.getByLabel('Name', { exact: true })).toHaveValue(name);
      await box.getByLabel('Name', { exact: true }).fill(copy);
      await box.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `${copy} was saved.` }),
      ).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: copy })).toHaveCount(1);
    });

    await test.step('the office cancels the copy: asked first, then shown cancelled', async () => {
      await page.getByRole('button', { name: `Edit ${copy}` }).click();
      await dialog(page).getByRole('button', { name: 'Cancel service' }).click();
      const ask = page.getByRole('alertdialog', { name: `Cancel “${copy}”?` });
      await expect(ask).toContainText(
        'No booking holds or awaits a place, so no family is mailed.',
      );
      expect(await seriousViolations(page)).toEqual([]);
      // Destructive: focus starts on the safe choice.
      await expect(ask.getByRole('button', { name: 'Keep the service' })).toBeFocused();
      await ask.getByRole('button', { name: 'Cancel service' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `“${copy}” is cancelled: no booking cancelled.` }),
      ).toBeVisible();
      await expect(dialog(page).getByRole('button', { name: 'Service cancelled' })).toBeDisabled();
      await dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: copy })).toContainText('(cancelled)');
    });

    await test.step('a maximum above the location capacity is refused with the rule', async () => {
      await page.getByRole('button', { name: `Edit ${copy}` }).click();
      const box = dialog(page);
      await box.getByRole('tab', { name: 'Details' }).click();
      await box.getByLabel('Maximum participants').fill('25');
      await box.getByRole('tab', { name: 'Activity' }).click();
      await box.getByRole('button', { name: 'Save' }).click();
      // The dialog shows the Details tab again, its first wrong field focused.
      const maximum = box.getByLabel('Maximum participants');
      await expect(maximum).toBeFocused();
      await expect(maximum).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toContainText("The maximum exceeds the location's capacity (20).");
    });
  });

  test('a service that is gone shows the not-found text', async ({ page }) => {
    await signedInAs(page, ADMIN, '/event/99999999');
    await expect(dialog(page)).toContainText('This service no longer exists.');
    await dialog(page).getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/event$/);
  });

  test('an instructor sees the services they teach, read-only', async ({ page }) => {
    await openServices(page, INSTRUCTOR);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'New service' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('button', { name: /^Show / })
      .first()
      .click();
    const box = dialog(page);
    await expect(box.getByRole('heading', { name: 'Service', exact: true })).toBeVisible();
    await expect(box.getByLabel('Name', { exact: true })).toBeDisabled();
    await expect(box.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(box.getByLabel('Business area')).toHaveCount(0);
    await box.getByRole('tab', { name: 'Details' }).click();
    await expect(box.getByLabel('Maximum participants')).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

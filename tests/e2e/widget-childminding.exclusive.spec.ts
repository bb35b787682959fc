import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { setConfiguration } from './support/api';
import {
  demoUrl,
  expectReady,
  recordWidgetEvents,
  seriousViolationsIn,
  widgetEvents,
} from './support/widget-demo';
import { signInInDialog } from './support/booking-dialog';
import { newFamily, publicOffer } from './support/families';

// Exclusive: it switches the childminding mode, which every page and widget sees.

const EXTERNAL_URL = 'https://childminding.example.org/register';
// The demo's childminding service (server/db/seed/drafts-other.ts): grades M1–P5, Monday to
// Friday until 16:30 or 18:15. A family of the spec's own (with payment details) adds a new
// child for it: their Noah's grade S1 is not taken.
const SERVICE = 'Afternoon Childminding';

async function openWidget(page: Page) {
  await page.goto(demoUrl(test.info(), 'childminding.html'));
  await expectReady(page, 1);
  return page.locator('kitebook-widget[name="childminding"]');
}

test.beforeEach(async ({ page }) => recordWidgetEvents(page));

test('the childminding widget follows the mode of the configuration', async ({ page, request }) => {
  try {
    // The link first: outsourced childminding without one is refused (issue 21).
    await setConfiguration(request, 'childmindingExternalUrl', EXTERNAL_URL);
    await setConfiguration(request, 'childmindingMode', 'OUTSOURCED');
    let widget = await openWidget(page);
    const link = widget.getByRole('link', { name: /Register with the childminding provider/ });
    await expect(link).toHaveAttribute('href', EXTERNAL_URL);
    await expect(widget.getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);

    // NONE: the school offers no childminding (the configuration's third choice, issue 21).
    await setConfiguration(request, 'childmindingMode', 'NONE');
    widget = await openWidget(page);
    await expect(
      widget.getByText('Our school does not offer childminding at the moment.'),
    ).toBeVisible();
    await expect(widget.getByRole('link', { name: /childminding provider/ })).toHaveCount(0);
    await expect(widget.getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);

    await setConfiguration(request, 'childmindingMode', 'INTERNALLY_ENABLED');
    widget = await openWidget(page);
    await expect(widget.getByRole('article', { name: SERVICE })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Book', exact: true })).toBeVisible();
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);
  } finally {
    await setConfiguration(request, 'childmindingMode', 'INTERNALLY_ENABLED');
    await setConfiguration(request, 'childmindingExternalUrl', '');
  }
});

test('a parent registers a child for childminding end to end and the host hears of it', async ({
  page,
  request,
}) => {
  const { parent } = await newFamily(request, 'Julia', {
    familyName: 'Vogt',
    schoolYear: (await publicOffer(request, 'CHILDMINDING', SERVICE)).schoolYear,
    children: [{ givenName: 'Noah', grade: 'S1', gender: 'MALE' }],
  });
  const widget = await openWidget(page);
  await widget
    .getByRole('article', { name: SERVICE })
    .getByRole('button', { name: 'Book', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Book ${SERVICE}` });
  await expect(dialog).toBeVisible();
  await signInInDialog(dialog, parent.login, parent.password);

  await dialog.getByRole('button', { name: 'Add a child' }).click({ timeout: 15_000 });
  await expect(dialog.getByLabel('Family name')).toHaveValue('Vogt');
  await dialog.getByLabel('Given name').fill('Ella');
  await dialog.getByLabel('Gender').selectOption('FEMALE');
  await dialog.getByLabel('Grade', { exact: true }).selectOption('P1');
  await dialog.getByLabel('Language section').selectOption('EN');
  await dialog.getByLabel('Class letter').selectOption('A');
  await dialog.getByRole('button', { name: 'Save child' }).click();
  await expect(dialog.getByRole('radio', { name: /Ella Vogt/ })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Tuesday' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Thursday' }).uncheck();
  await dialog.getByRole('radio', { name: 'Until 18:15' }).check();
  await expect(dialog.getByLabel('Starting on')).not.toHaveValue('');
  // Three weekdays at 14 euro, four weeks a month.
  await expect(dialog.getByRole('status').filter({ hasText: 'Monthly cost' })).toContainText(
    '€168.00',
  );
  expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);
  await dialog.getByRole('button', { name: 'Register now' }).click();

  await expect(
    dialog.getByRole('heading', { name: 'Your booking has been received.' }),
  ).toBeVisible();
  await expect
    .poll(async () =>
      (await widgetEvents(page)).filter((event) => event.type === 'kitebook:booked'),
    )
    .toEqual([
      expect.objectContaining({
        target: 'childminding',
        detail: expect.objectContaining({ status: 'PENDING' }),
      }),
    ]);
});

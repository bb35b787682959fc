import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { newTestCustomer } from './support/api';
import {
  addFirstChild,
  enterPaymentDetails,
  expectOneBookedEvent,
  signInInDialog,
  startBooking,
} from './support/booking-dialog';
import {
  collectErrors,
  demoUrl,
  expectReady,
  helpButton,
  recordWidgetEvents,
  seriousViolationsIn,
  widgetEvents,
} from './support/widget-demo';

// The host pages of issue 15.5 (demo-host/README.md): each tries to break the widget in its own
// way; the widget must look and work as on the clean page.
const HOSTS = [
  'polluted.html',
  'polluted.html?kind=functions',
  'wrapped-fetch.html',
  'rtl.html',
  'containers.html',
];

const PROPERTIES = [
  'direction',
  'text-align',
  'display',
  'font-family',
  'font-size',
  'line-height',
  'color',
  'background-color',
  'padding-left',
  'padding-right',
  'border-top-width',
  'box-shadow',
];

const computed = (locator: Locator, extra: string[] = []) =>
  locator.evaluate(
    (element, properties) =>
      Object.fromEntries(
        properties.map((property) => [
          property,
          getComputedStyle(element).getPropertyValue(property),
        ]),
      ),
    [...PROPERTIES, ...extra],
  );

/** Computed styles of the widget's parts and its dialog, and where the dialog sits. */
async function sample(page: Page) {
  const widget = page.locator('kitebook-widget').first();
  await expect(widget.getByRole('status')).toHaveText(/offers? found$/);
  const closed = {
    root: await computed(widget.locator('.kb-root')),
    heading: await computed(widget.getByRole('heading', { name: 'After-school activities' })),
    status: await computed(widget.getByRole('status')),
    article: await computed(widget.getByRole('article').first()),
  };
  await helpButton(widget).click();
  const dialog = page.getByRole('dialog', { name: 'How booking works' });
  await expect(dialog).toBeVisible();
  const open = {
    // The page's boxes set the widget's width; the dialog's is the window's.
    dialog: await computed(dialog, ['width', 'height']),
    close: await computed(dialog.getByRole('button', { name: 'Close' }), ['width', 'height']),
    box: await dialog.boundingBox(),
    modal: await dialog.evaluate((element) => element.matches(':modal')),
  };
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return { ...closed, ...open };
}

/** The `kitebook:error` events the page heard. */
const widgetErrors = async (page: Page) =>
  (await widgetEvents(page)).filter((event) => event.type === 'kitebook:error');

test.describe('widgets on hostile host pages', () => {
  test.beforeEach(({ page }) => recordWidgetEvents(page));

  for (const host of HOSTS) {
    test(`${host}: looks as on the clean page, dialogs in the top layer`, async ({
      page,
    }, testInfo) => {
      await page.goto(demoUrl(testInfo, 'clean.html'));
      await expectReady(page, 1);
      const clean = await sample(page);

      const errors = collectErrors(page);
      await page.goto(demoUrl(testInfo, host));
      await expectReady(page, 1);
      expect(await sample(page)).toEqual(clean);
      // In the window's middle, whatever boxes the page wraps the widget in.
      expect(clean.modal).toBe(true);
      const viewport = page.viewportSize()!;
      expect(Math.abs(clean.box!.x + clean.box!.width / 2 - viewport.width / 2)).toBeLessThan(2);
      expect(Math.abs(clean.box!.y + clean.box!.height / 2 - viewport.height / 2)).toBeLessThan(2);
      expect(clean.root.direction).toBe('ltr');
      expect(await widgetErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test(`${host}: a new customer books in the widget`, async ({ page, request }, testInfo) => {
      const { login, password } = await newTestCustomer(request, 'Hana');
      await page.goto(demoUrl(testInfo, host));
      await expectReady(page, 1);
      const dialog = await startBooking(page, 'Choir');
      await signInInDialog(dialog, login, password);
      await enterPaymentDetails(dialog);
      await addFirstChild(dialog, 'Lina');
      await expect(dialog.getByRole('radio', { name: /Lina Neu/ })).toBeChecked();
      await dialog.getByRole('button', { name: 'Book now' }).click();
      await expect(
        dialog.getByRole('heading', { name: 'Your booking has been received.' }),
      ).toBeFocused();
      await expectOneBookedEvent(page, 'eca');
      expect(await widgetErrors(page)).toEqual([]);
      if (host === 'wrapped-fetch.html') {
        // The page's own wrapper saw the widget's requests: the widget went through it.
        expect(
          await page.evaluate(() => (window as unknown as { __fetchCount: number }).__fetchCount),
        ).toBeGreaterThan(3);
      }
    });
  }
});

test.describe('widgets in a 320 px sidebar', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await recordWidgetEvents(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(demoUrl(testInfo, 'sidebar.html'));
    await expectReady(page, 2);
  });

  test('the list is one column and the bus prices show without a sideways scroll', async ({
    page,
  }) => {
    test.slow();
    const eca = page.locator('#sidebar-eca');
    await expect(eca.getByRole('status')).toHaveText(/offers? found$/);
    const columns = await eca
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(1);

    const bus = page.locator('#sidebar-bus');
    await bus
      .getByRole('region', { name: 'Morning buses to school' })
      .getByRole('article', { name: 'Bus Line 1 North (morning)' })
      .getByRole('button', { name: 'Stops and booking' })
      .click();
    const row = bus
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Nordweststadt' }) });
    await expect(row.getByText('€55.00')).toBeVisible();
    await expect(row).toContainText('07:17');
    // Nothing wider than the widget: no region a keyboard would have to scroll.
    const overflow = await bus.evaluate((host) =>
      [...host.shadowRoot!.querySelectorAll('*')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
        .map((element) => element.localName),
    );
    expect(overflow).toEqual([]);
    expect(await bus.evaluate((host) => host.getBoundingClientRect().width)).toBe(320);
    await expect(bus.getByRole('button', { name: 'Book', exact: true })).toBeVisible();
    expect(await seriousViolationsIn(page, '#sidebar-bus')).toEqual([]);
    expect(await seriousViolationsIn(page, '#sidebar-eca')).toEqual([]);
  });
});

/** Axe's serious and critical findings in every state of the ECA widget at one width. */
async function ecaStates(page: Page, scope: string) {
  const widget = page.locator(scope);
  const found: Record<string, string[]> = {};
  await expect(widget.getByRole('status')).toHaveText(/offers? found$/);
  found.list = await seriousViolationsIn(page, scope);
  await helpButton(widget).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.help = await seriousViolationsIn(page, scope);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await widget
    .getByRole('article', { name: 'Choir' })
    .getByRole('button', { name: 'Details' })
    .click();
  await expect(widget.getByRole('button', { name: 'Book', exact: true })).toBeVisible();
  found.detail = await seriousViolationsIn(page, scope);
  await widget.getByRole('button', { name: 'Book', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Choir' });
  await expect(dialog.getByLabel('E-mail')).toBeVisible();
  found.signIn = await seriousViolationsIn(page, scope);
  await dialog.getByRole('tab', { name: 'Create account' }).click();
  found.signUp = await seriousViolationsIn(page, scope);
  await dialog.getByRole('tab', { name: 'Sign in' }).click();
  await dialog.getByLabel('E-mail').fill('half@example.org');
  await dialog.getByRole('button', { name: 'Back to the offer' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  found.discard = await seriousViolationsIn(page, scope);
  return found;
}

const NONE = {
  list: [],
  help: [],
  detail: [],
  signIn: [],
  signUp: [],
  discard: [],
};

for (const width of [320, 1280]) {
  test(`axe finds nothing serious in any state of the widget at ${width} px`, async ({
    page,
  }, testInfo) => {
    // Axe runs six times.
    test.slow();
    await recordWidgetEvents(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(demoUrl(testInfo, 'clean.html'));
    await expectReady(page, 1);
    expect(await ecaStates(page, 'kitebook-widget')).toEqual(NONE);
  });
}

test('axe finds nothing serious in any state of the widget in the 320 px sidebar', async ({
  page,
}, testInfo) => {
  test.slow();
  await recordWidgetEvents(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(demoUrl(testInfo, 'sidebar.html'));
  await expectReady(page, 2);
  expect(await ecaStates(page, '#sidebar-eca')).toEqual(NONE);
});

test.describe('the booking dialog', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await recordWidgetEvents(page);
    await page.goto(demoUrl(testInfo, 'index.html'));
    await expectReady(page, 1);
  });

  test('has a close button (×, "Back to the offer") that asks before it drops what was typed', async ({
    page,
  }) => {
    const dialog = await startBooking(page, 'Choir');
    const book = page.locator('kitebook-widget').getByRole('button', { name: 'Book', exact: true });
    // Nothing typed: it just closes, and focus goes back to Book.
    await dialog.getByRole('button', { name: 'Back to the offer' }).click();
    await expect(dialog).toBeHidden();
    await expect(book).toBeFocused();

    await book.click();
    await dialog.getByLabel('E-mail').fill('half@example.org');
    await dialog.getByRole('button', { name: 'Back to the offer' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog.getByLabel('E-mail')).toHaveValue('half@example.org');

    // Escape asks the same; discarding closes the dialog.
    await dialog.getByLabel('E-mail').focus();
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(book).toBeFocused();
  });

  test('offers "Forgot password?" in its sign-in step, on the portal in a new tab', async ({
    page,
  }) => {
    const dialog = await startBooking(page, 'Choir');
    const link = dialog.getByRole('link', { name: /^Forgot password\?/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^http:\/\/localhost:\d+\/password\/forgot$/);
    const [portal] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(portal.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(portal.url()).pathname).toBe('/password/forgot');
    // The booking waits on the partner's page.
    await expect(dialog.getByLabel('E-mail')).toBeVisible();
  });
});

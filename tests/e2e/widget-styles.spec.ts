import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { demoUrl, expectReady, helpButton, recordWidgetEvents } from './support/widget-demo';

// What a partner's CSS could change: type, colour, box model, decoration.
const PROPERTIES = [
  'display',
  'box-sizing',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-decoration-line',
  'color',
  'background-color',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-bottom',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'box-shadow',
  'height',
];

function computed(locator: Locator, extra: string[] = []) {
  return locator.evaluate(
    (element, properties) =>
      Object.fromEntries(
        properties.map((property) => [
          property,
          getComputedStyle(element).getPropertyValue(property),
        ]),
      ),
    [...PROPERTIES, ...extra],
  );
}

/** Computed styles of a sample of the widget's elements, with its dialog open. */
async function sample(page: Page) {
  const widget = page.locator('kitebook-widget').first();
  const dialog = page.getByRole('dialog');
  // Measure the settled list on both pages: the root's height and the status line change once
  // the offers arrive, which may be after kitebook:ready.
  await expect(widget.getByRole('status')).toHaveText(/offers? found$/);
  const closed = {
    root: await computed(widget.locator('.kb-root')),
    heading: await computed(widget.getByRole('heading', { name: 'After-school activities' })),
    status: await computed(widget.getByRole('status')),
    select: await computed(widget.getByLabel('Weekday')),
    button: await computed(helpButton(widget), ['width']),
  };
  await helpButton(widget).click();
  await expect(dialog).toBeVisible();
  const open = {
    dialog: await computed(dialog, ['width']),
    title: await computed(dialog.getByRole('heading')),
    text: await computed(dialog.locator('p')),
    link: await computed(dialog.getByRole('link')),
    close: await computed(dialog.getByRole('button', { name: 'Close' }), ['width']),
  };
  return { ...closed, ...open };
}

test.describe('widget styles on a hostile page', () => {
  test.beforeEach(({ page }) => recordWidgetEvents(page));

  test('computed styles are the same on the clean page and on the hostile page', async ({
    page,
  }, testInfo) => {
    await page.goto(demoUrl(testInfo, 'clean.html'));
    await expectReady(page, 1);
    const clean = await sample(page);

    await page.goto(demoUrl(testInfo, 'index.html'));
    await expectReady(page, 1);
    // The hostile rules do reach the page itself.
    expect(
      await page
        .locator('main p')
        .first()
        .evaluate((p) => getComputedStyle(p).fontSize),
    ).toBe('20px');
    const hostile = await sample(page);

    expect(hostile).toEqual(clean);
    // And the widget looks as designed, not merely the same twice: px from rem at 16 px, the
    // system font, and shadows that need Tailwind's --tw-* initial values.
    expect(clean.heading['font-size']).toBe('24px');
    expect(clean.root['font-family']).toContain('system-ui');
    expect(clean.button['box-shadow']).not.toBe('none');
    expect(clean.dialog['box-shadow']).not.toBe('none');
    expect(clean.close['background-color']).toBe('rgb(150, 25, 129)');
  });

  test('the open dialog covers the sticky header with its huge z-index', async ({
    page,
  }, testInfo) => {
    await page.goto(demoUrl(testInfo, 'index.html'));
    await expectReady(page, 1);
    await helpButton(page.locator('kitebook-widget')).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const topmost = await page.evaluate(() => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect();
      return document.elementFromPoint(header.left + 10, header.top + 10)?.localName;
    });
    // Retargeted: the overlay inside the shadow root shows up as its host.
    expect(topmost).toBe('kitebook-widget');
  });

  test('the brand colour becomes the primary palette', async ({ page }, testInfo) => {
    await page.goto(demoUrl(testInfo, 'index.html'));
    await expectReady(page, 1);
    const widget = page.locator('kitebook-widget');
    await widget.evaluate((element) => element.setAttribute('color', '#0b4f6c'));
    await helpButton(widget).click();
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
    await expect(close).toHaveCSS('background-color', 'rgb(11, 79, 108)');
  });
});

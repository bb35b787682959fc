import { expect, test } from '@playwright/test';
import type { CDPSession, Page } from '@playwright/test';
import {
  collectErrors,
  demoUrl,
  expectReady,
  recordWidgetEvents,
  widgetEvents,
} from './support/widget-demo';

/** Counts the page's pending timeouts and running intervals in `window.__timers()`. */
async function countTimers(page: Page) {
  await page.addInitScript(() => {
    const pending = new Set<unknown>();
    const { setTimeout, clearTimeout, setInterval, clearInterval } = window;
    const w = window as unknown as Record<string, unknown>;
    w.setTimeout = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = setTimeout(
        (...rest: unknown[]) => {
          pending.delete(id);
          if (typeof handler === 'function') handler(...rest);
        },
        ms,
        ...args,
      );
      pending.add(id);
      return id;
    };
    w.clearTimeout = (id: number) => {
      pending.delete(id);
      clearTimeout(id);
    };
    w.setInterval = (...args: Parameters<typeof setInterval>) => {
      const id = setInterval(...args);
      pending.add(id);
      return id;
    };
    w.clearInterval = (id: number) => {
      pending.delete(id);
      clearInterval(id);
    };
    w.__timers = () => pending.size;
  });
}

/** Event listeners on window and document, as DevTools sees them (CDP). */
async function listenerCounts(cdp: CDPSession) {
  const counts: Record<string, number> = {};
  for (const expression of ['window', 'document', 'document.documentElement', 'document.body']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
    });
    counts[expression] = listeners.length;
  }
  return counts;
}

/** What a widget may leave on the page; all of it must be back to the start after removal. */
function pageState(page: Page) {
  return page.evaluate(() => ({
    widgets: document.querySelectorAll('kitebook-widget').length,
    documentSheets: document.adoptedStyleSheets.length,
    patchedActiveElement: Object.getOwnPropertyDescriptor(document, 'activeElement') !== undefined,
    bodyChildren: document.body.children.length,
    headChildren: document.head.children.length,
    timers: (window as unknown as { __timers: () => number }).__timers(),
  }));
}

test.describe('widgets in a single-page app', () => {
  test.beforeEach(async ({ page }) => {
    await recordWidgetEvents(page);
    await countTimers(page);
  });

  test('inserting and removing widgets leaves no errors and nothing behind', async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page);
    await page.goto(demoUrl(testInfo, 'spa.html'));
    await page.waitForFunction(() => customElements.get('kitebook-widget') !== undefined);
    const cdp = await page.context().newCDPSession(page);
    const listenersBefore = await listenerCounts(cdp);
    const before = await pageState(page);

    for (const button of ['add-en', 'add-de', 'add-div', 'add-api']) {
      await page.locator(`#${button}`).click();
    }
    await expectReady(page, 4);
    await expect(page.locator('#widget-count')).toHaveText('4 widgets on the page.');
    // One stylesheet for all of them, adopted by reference.
    expect(
      await page.evaluate(() => {
        const sheets = [...document.querySelectorAll('kitebook-widget')].map(
          (widget) => widget.shadowRoot!.adoptedStyleSheets,
        );
        return sheets.every((each) => each.length === 1 && each[0] === sheets[0]![0]);
      }),
    ).toBe(true);
    await expect(
      page.locator('kitebook-widget').nth(1).getByRole('heading', { level: 2 }),
    ).toHaveText('Nachmittagsangebote');

    // A dialog adds document listeners and the scroll lock while it is open.
    await page
      .locator('kitebook-widget')
      .first()
      .getByRole('button', { name: 'How booking works' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.locator('#remove-last').click();
    await expect(page.locator('kitebook-widget')).toHaveCount(3);
    await page.locator('#remove-all').click();
    await expect(page.locator('#widget-count')).toHaveText('No widgets on the page.');

    await expect.poll(() => pageState(page)).toEqual(before);
    expect(await listenerCounts(cdp)).toEqual(listenersBefore);
    expect(errors).toEqual([]);
  });

  test('calls made before the loader arrived are queued and run', async ({ page }, testInfo) => {
    let release!: () => void;
    const loaderHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/widgets/v1/kitebook.js', async (route) => {
      await loaderHeld;
      await route.continue();
    });
    await page.goto(demoUrl(testInfo, 'spa.html'), { waitUntil: 'domcontentloaded' });
    await page.locator('#add-api').click();
    expect(
      await page.evaluate(() => (window as { Kitebook?: { q?: unknown[] } }).Kitebook?.q?.length),
    ).toBe(1);

    release();
    await expectReady(page, 1);
    await expect(page.locator('kitebook-widget').getByRole('heading', { level: 2 })).toHaveText(
      'After-school activities',
    );
  });

  test('a widget mounts again when its name changes, and reports an unknown one', async ({
    page,
  }, testInfo) => {
    await page.goto(demoUrl(testInfo, 'spa.html'));
    await page.locator('#add-en').click();
    await expectReady(page, 1);
    const widget = page.locator('kitebook-widget');

    await widget.evaluate((element) => element.setAttribute('name', 'no-such-widget'));
    await expect
      .poll(async () => (await widgetEvents(page)).map((event) => event.type))
      .toEqual(['kitebook:ready', 'kitebook:error']);
    await expect(widget.getByRole('heading', { level: 2 })).toHaveCount(0);

    await widget.evaluate((element) => element.setAttribute('name', 'eca'));
    await expectReady(page, 2);
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText('After-school activities');
  });

  test('a CMS div follows changes of its data attributes', async ({ page }, testInfo) => {
    await page.goto(demoUrl(testInfo, 'spa.html'));
    await page.locator('#add-div').click();
    await expectReady(page, 1);
    await page
      .locator('div.kitebook-widget')
      .evaluate((div) => div.setAttribute('data-locale', 'de'));
    await expect(page.locator('kitebook-widget').getByRole('heading', { level: 2 })).toHaveText(
      'Nachmittagsangebote',
    );
  });
});

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  demoUrl,
  expectReady,
  helpButton,
  recordWidgetEvents,
  seriousViolationsIn,
} from './support/widget-demo';

/** The deep focused element, looked up without the widget runtime's own help. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    let active = Object.getOwnPropertyDescriptor(Document.prototype, 'activeElement')!.get!.call(
      document,
    ) as Element | null;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.localName}: ${active.textContent?.trim()}` : null;
  });
}

for (const pageName of ['index.html', 'div-fallback.html']) {
  test.describe(`the dialog inside a widget (${pageName})`, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      await recordWidgetEvents(page);
      await page.goto(demoUrl(testInfo, pageName));
      await expectReady(page, 1);
    });

    test('traps focus, closes on Escape and returns focus to its trigger', async ({ page }) => {
      const trigger = helpButton(page.locator('kitebook-widget'));
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'How booking works' });
      await expect(dialog).toBeVisible();
      // Focus starts inside the dialog, on its first button, not on the dialog box.
      await expect.poll(() => focusedName(page)).toBe('button: Close');

      const link = 'a: Open the offers in a new window';
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe(link);
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('button: Close');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedName(page)).toBe(link);
      await page.keyboard.press('Shift+Tab');
      expect(await focusedName(page)).toBe('button: Close');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect.poll(() => focusedName(page)).toBe('button: How booking works');
    });

    test('axe finds no serious or critical violation inside the widget', async ({ page }) => {
      expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);
      await helpButton(page.locator('kitebook-widget')).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);
    });
  });
}

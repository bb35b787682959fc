import { expect, test } from '@playwright/test';
import { demoUrl, expectReady, recordWidgetEvents } from './support/widget-demo';

test.describe('widget languages', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await recordWidgetEvents(page);
    await page.goto(demoUrl(testInfo, 'languages.html'));
    await expectReady(page, 2);
  });

  test('an English and a German widget on one page keep their own language', async ({ page }) => {
    const english = page.locator('#widget-en');
    const german = page.locator('#widget-de');
    await expect(english.getByRole('heading', { level: 2 })).toHaveText('After-school activities');
    await expect(english.getByLabel('Weekday')).toContainText('Monday');
    await expect(german.getByRole('heading', { level: 2 })).toHaveText('Nachmittagsangebote');
    await expect(german.getByLabel('Wochentag')).toContainText('Montag');

    await german.getByRole('button', { name: 'So funktioniert die Buchung' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText('So funktioniert die Buchung');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    await expect(english.getByRole('heading', { level: 2 })).toHaveText('After-school activities');
  });

  test('a widget follows its locale attribute, and the page language without one', async ({
    page,
  }) => {
    const widget = page.locator('#widget-en');
    await widget.evaluate((element) => element.setAttribute('locale', 'de'));
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Nachmittagsangebote');

    await widget.evaluate((element) => element.removeAttribute('locale'));
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText('After-school activities');

    await page.evaluate(() => (document.documentElement.lang = 'de-AT'));
    await widget.evaluate((element) => element.setAttribute('color', '#0b4f6c'));
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Nachmittagsangebote');
    // The other widget kept its own attribute all along.
    await expect(page.locator('#widget-de').getByRole('heading', { level: 2 })).toHaveText(
      'Nachmittagsangebote',
    );
  });
});

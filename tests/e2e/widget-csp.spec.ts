import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  collectErrors,
  demoUrl,
  expectReady,
  helpButton,
  recordWidgetEvents,
} from './support/widget-demo';

/** Records the page's CSP violations in `window.__violations`, from the start. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test('the strict-CSP page renders the widget and its dialog without a CSP violation', async ({
  page,
}, testInfo) => {
  await recordWidgetEvents(page);
  await recordViolations(page);
  const errors = collectErrors(page);

  const response = await page.goto(demoUrl(testInfo, 'strict-csp.html'));
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' http://localhost:");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

  await expectReady(page, 1);
  const widget = page.locator('kitebook-widget');
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText('After-school activities');
  // The dialog locks the page's scroll, which Radix does with a stylesheet of its own.
  await helpButton(widget).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);

  // The policy is enforced and reported: an inline style element is refused.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red }';
    document.head.append(style);
  });
  await expect.poll(() => violations(page)).toEqual(['style-src-elem inline']);
});

import { expect, test, type Frame, type Page } from '@playwright/test';
import { newCustomerWithoutPaymentData } from './support/api';
import { logOutThroughMenu, signInAs } from './support/sign-in';
import { demoUrl } from './support/widget-demo';

// Issue 13, hole 5: the portal sent no CSP. Now it sends one without unsafe-inline or
// unsafe-eval (server/http/portal-headers.ts); no page of the portal may break under it.

/** Records every CSP violation of every frame of the page in `window.__violations`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
}

const violationsIn = (frame: Page | Frame) =>
  frame.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);

/** Console messages about the Content-Security-Policy, which Chromium logs for each refusal. */
function cspConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function policyOf(page: Page, path: string) {
  const response = await page.request.get(path);
  return response.headers()['content-security-policy'] ?? '';
}

test.beforeEach(async ({ page }) => {
  await recordViolations(page);
});

test('portal pages carry a strict CSP and render without a violation', async ({ page }) => {
  const consoleErrors = cspConsoleErrors(page);
  const policy = await policyOf(page, '/login');
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("style-src 'self'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await violationsIn(page)).toEqual([]);

  // The public ECA page with an offer's detail.
  await page.goto('/public/eca');
  await expect(page.getByRole('status').filter({ hasText: /offers found$/ })).toBeVisible();
  await page.getByRole('article').first().getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/public\/eca\/\d+$/);
  expect(await violationsIn(page)).toEqual([]);

  // A parent's personal area, with the profile menu open.
  await signInAs(page, 'parent@kitebook.test');
  await expect(page).toHaveURL('/my/dashboard');
  await page.goto('/my/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violationsIn(page)).toEqual([]);
  await logOutThroughMenu(page, 'Julia Becker');
  await expect(page).toHaveURL('/login');
  expect(await violationsIn(page)).toEqual([]);

  // The office, as an administrator.
  await signInAs(page, 'admin@kitebook.test');
  await expect(page).toHaveURL('/dashboard');
  await logOutThroughMenu(page, 'Alex Morgan');
  await expect(page).toHaveURL('/login');
  expect(await violationsIn(page)).toEqual([]);

  // A new customer meets the payment dialog, whose scroll lock Radix writes as page styles. Our
  // own, since the payment dialog spec gives the demo's new parents their bank data.
  await signInAs(page, await newCustomerWithoutPaymentData(page.request, 'Carla'));
  await expect(page.getByRole('dialog', { name: 'Your address and bank details' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.body.hasAttribute('data-scroll-locked')))
    .toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(await violationsIn(page)).toEqual([]);

  expect(consoleErrors).toEqual([]);

  // The policy is enforced: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true';
    document.head.append(script);
  });
  await expect
    .poll(() => violationsIn(page))
    .toEqual([expect.stringMatching(/^script-src-elem inline/)]);
  expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
});

test('the public page framed by a partner site renders without a violation', async ({
  page,
}, testInfo) => {
  const consoleErrors = cspConsoleErrors(page);
  expect(await policyOf(page, '/public/eca?embed=1')).toContain('frame-ancestors *');

  await page.goto(demoUrl(testInfo, 'iframe.html'));
  await page.locator('iframe[data-kitebook]').scrollIntoViewIfNeeded();
  const frame = await (await page.locator('iframe[data-kitebook]').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the iframe has no document');
  await expect(frame.getByRole('status').filter({ hasText: /offers found$/ })).toBeVisible();
  expect(await violationsIn(frame)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('another site cannot frame the sign-in page', async ({ page }, testInfo) => {
  const consoleErrors = cspConsoleErrors(page);
  await page.goto(demoUrl(testInfo, 'clean.html'));
  // The demo page is on 127.0.0.1, the portal on localhost: a cross-origin frame.
  const portal = new URL('/login', testInfo.project.use.baseURL).href;
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'portal sign-in';
    document.body.append(frame);
  }, portal);
  await expect.poll(() => consoleErrors.some((error) => /frame-ancestors/.test(error))).toBe(true);
  // Chromium replaces a refused frame's document with an empty error page.
  for (const frame of page.frames())
    expect(await frame.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
});

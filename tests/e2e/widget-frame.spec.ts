import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { SignInResult } from '../../shared/model/auth';
import { DEMO_PASSWORD } from './support/accounts';
import {
  demoUrl,
  expectReady,
  recordWidgetEvents,
  seriousViolationsIn,
} from './support/widget-demo';

/** The deep focused element's tag and text, looked up without the widget runtime's own help. */
function focused(page: Page) {
  return page.evaluate(() => {
    let active = Object.getOwnPropertyDescriptor(Document.prototype, 'activeElement')!.get!.call(
      document,
    ) as Element | null;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.localName}: ${active.textContent?.trim()}` : null;
  });
}

test.describe('the widget frame', () => {
  test.beforeEach(({ page }) => recordWidgetEvents(page));

  test('shows the configured product name, the imprint and no sign-out when signed out', async ({
    page,
    baseURL,
  }, testInfo) => {
    // The widget reads the configuration of its own API origin: answer it with another name
    // here, so the test sees that name come from there (the demo data's is the default one).
    let configCalls = 0;
    await page.route(
      (url) => url.pathname === '/api/config',
      async (route) => {
        configCalls += 1;
        const response = await route.fetch();
        const config = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...config, productName: 'Riverside Bookings' } });
      },
    );
    await page.goto(demoUrl(testInfo, 'clean.html'));
    await expectReady(page, 1);
    const widget = page.locator('kitebook-widget');

    const section = widget.getByRole('region', { name: 'After-school activities' });
    await expect(section).toBeVisible();
    // Inside a section, header and footer are no landmarks of the host page.
    await expect(section.locator('header')).toContainText('Riverside Bookings');
    await expect(section.locator('footer')).toContainText(
      `© ${new Date().getFullYear()} Riverside Bookings`,
    );
    const imprint = widget.getByRole('link', { name: 'Imprint' });
    await expect(imprint).toHaveAttribute('href', `${baseURL}/imprint`);
    await expect(imprint).toHaveAttribute('target', '_blank');
    await expect(imprint).toHaveAttribute('rel', 'noopener');
    await expect(widget.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(widget.getByText(/Signed in as/)).toHaveCount(0);
    // The offers are there as before, beside the frame.
    await expect(widget.getByRole('status').filter({ hasText: /offers? found$/ })).toBeVisible();
    expect(configCalls).toBe(1);
  });

  test('two widgets of one origin load the configuration once', async ({ page }, testInfo) => {
    const configCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/config')) configCalls.push(`${request.method()} ${path}`);
    });
    await page.goto(demoUrl(testInfo, 'languages.html'));
    await expectReady(page, 2);
    await expect(page.locator('#widget-de').getByRole('link', { name: 'Impressum' })).toBeVisible();
    // Not one pair per widget: the second widget uses the first one's answers.
    expect(configCalls.filter((call) => call.startsWith('GET')).sort()).toEqual([
      'GET /api/config',
      'GET /api/config/feature-toggle',
    ]);
  });

  test('a signed-in parent sees their name and signs out of the widget by keyboard', async ({
    page,
    request,
  }, testInfo) => {
    const answer = await request.post('/api/auth/signin', {
      data: { login: 'parent@kitebook.test', password: DEMO_PASSWORD },
    });
    expect(answer.ok()).toBe(true);
    const signIn = (await answer.json()) as SignInResult;
    const name = [signIn.user.givenName, signIn.user.familyName].filter(Boolean).join(' ');

    await page.goto(demoUrl(testInfo, 'clean.html'));
    await expectReady(page, 1);
    // A sign-in inside the widget keeps this one key of the host page's storage.
    await page.evaluate(
      (stored) => localStorage.setItem('kitebook.widget.session', stored),
      JSON.stringify(signIn),
    );
    await page.reload();
    await expectReady(page, 1);

    const widget = page.locator('kitebook-widget');
    await expect(widget.getByText(`Signed in as ${name}`)).toBeVisible();
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);

    const signOut = widget.getByRole('button', { name: 'Sign out' });
    await signOut.focus();
    expect(await focused(page)).toBe('button: Sign out');
    await page.keyboard.press('Enter');

    await expect(signOut).toHaveCount(0);
    await expect(widget.getByText(/Signed in as/)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('kitebook.widget.session'))).toBeNull();
    // Focus moves to the widget's title instead of getting lost with the removed button.
    await expect.poll(() => focused(page)).toBe('h2: After-school activities');
    await expect(widget.getByRole('button', { name: 'How booking works' })).toBeVisible();
  });
});

import { expect } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { violationsWhenSettled } from './axe';

/**
 * The demo partner site's URL on another origin than the portal: the tests' portal is
 * `localhost` (PUBLIC_URL), so `127.0.0.1` makes every widget load, API call and iframe message
 * cross-origin, as on a real partner's site.
 */
export function demoUrl(testInfo: TestInfo, page: string): string {
  const url = new URL(`/demo/${page}`, testInfo.project.use.baseURL);
  url.hostname = '127.0.0.1';
  return url.href;
}

/** A `kitebook:*` event as the host page saw it. */
export interface RecordedEvent {
  type: string;
  detail: unknown;
  /** The `id` or `name` of the element it was fired on. */
  target: string | null;
}

/** Records every `kitebook:*` event of the page in `window.__widgetEvents`, from the start. */
export async function recordWidgetEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { __widgetEvents: unknown[] }).__widgetEvents = events;
    for (const type of ['kitebook:ready', 'kitebook:booked', 'kitebook:error']) {
      document.addEventListener(type, (event) => {
        const target = event.target as Element;
        events.push({
          type,
          detail: (event as CustomEvent).detail,
          target: target.id || target.getAttribute('name'),
        });
      });
    }
  });
}

/** The events recorded by {@link recordWidgetEvents}. */
export function widgetEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(
    () => (window as unknown as { __widgetEvents: RecordedEvent[] }).__widgetEvents,
  );
}

/** Waits until `count` widgets have fired `kitebook:ready`. */
export async function expectReady(page: Page, count: number): Promise<void> {
  await expect
    .poll(async () => (await widgetEvents(page)).filter((e) => e.type === 'kitebook:ready').length)
    .toBe(count);
}

/** Console errors and uncaught exceptions of the page, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Axe's serious and critical findings inside `scope`, once the widget's dialog has faded in. */
export const seriousViolationsIn = (page: Page, scope: string): Promise<string[]> =>
  violationsWhenSettled(page, scope);

/** The ECA widget's "How booking works" button inside `widget`. */
export function helpButton(widget: Locator, name = 'How booking works'): Locator {
  return widget.getByRole('button', { name });
}

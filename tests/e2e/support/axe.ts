import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe for a page (or `.include()` a part of it) computing violations only: the specs read
 * nothing else, and axe's passes, incomplete and inapplicable results cost about a third of a run
 * (measured: same violations, 4.2 s → 2.9 s a run on a busy machine).
 */
export const axeFor = (page: Page) =>
  new AxeBuilder({ page }).options({ resultTypes: ['violations'] });

/**
 * Axe's serious and critical findings on the page, or inside `scope` (a selector; axe looks
 * into open shadow roots); minor and moderate ones are left to review.
 */
export async function seriousViolations(page: Page, scope?: string) {
  const axe = axeFor(page);
  const results = await (scope === undefined ? axe : axe.include(scope)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

/**
 * {@link seriousViolations} once finite animations (a dialog's 200 ms fade, a drawer's slide)
 * have ended: axe measuring colours mid-fade reports a contrast the user never sees once it has
 * opened. Chromium's `document.getAnimations()` leaves out shadow trees (measured: 0 where the
 * shadow root reports 1), so every open shadow root is asked as well — the widgets' dialogs fade
 * inside theirs.
 */
export async function violationsWhenSettled(page: Page, scope?: string) {
  await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    // Grows while it is walked: a shadow root found is searched for roots in turn.
    for (const root of roots) {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    return Promise.all(
      roots
        .flatMap((root) => root.getAnimations())
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  return seriousViolations(page, scope);
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe for a page (or `.include()` a part of it) computing violations only: the specs read
 * nothing else, and axe's passes, incomplete and inapplicable results cost about a third of a run
 * (measured: same violations, 4.2 s → 2.9 s a run on a busy machine).
 */
export const axeFor = (page: Page) =>
  new AxeBuilder({ page }).options({ resultTypes: ['violations'] });

/** Axe's serious and critical findings on the page; minor and moderate ones are left to review. */
export async function seriousViolations(page: Page) {
  const results = await axeFor(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

/**
 * {@link seriousViolations} once finite animations (a dialog's fade, a drawer's slide) have
 * ended: axe reads the colours of an element still fading in as too faint.
 */
export async function violationsWhenSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return seriousViolations(page);
}

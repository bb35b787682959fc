import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { submitSignIn } from './support/sign-in';

/** Axe's serious and critical findings; minor and moderate ones are left to review. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

test.describe('accessibility', () => {
  test('/login has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/login with an error shown has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'sysadmin@kitebook.test', 'wrong-password');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

import { expect, test } from '@playwright/test';
import { signedInAs } from './support/session';

test.describe('content pages from the static content database', () => {
  test('/imprint is open to visitors, in English and German', async ({ page }) => {
    await page.goto('/imprint');
    await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
    await expect(page.getByText('Kitebook Kinderprogramme e.V.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  });

  test('/help/topic filters the topics as one types', async ({ page }) => {
    await signedInAs(page, 'parent@kitebook.test', '/help/topic');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const search = page.getByLabel('Search help topics');
    await search.fill('SEPA');
    await expect(
      page.getByText('Why am I asked for my bank details and a SEPA mandate?'),
    ).toBeVisible();
    await expect(page.getByText('How do I cancel a booking?')).toBeHidden();
    await search.fill('xylophone');
    await expect(page.getByText('No topics match “xylophone”.', { exact: false })).toBeVisible();
  });

  test('/hall/of/fame needs a sign-in and names the projects Kitebook is built on', async ({
    page,
  }) => {
    await page.goto('/hall/of/fame');
    await expect(page).toHaveURL('/login?redirect=/hall/of/fame');
    await signedInAs(page, 'admin@kitebook.test', '/hall/of/fame');
    await expect(page.getByRole('heading', { name: 'PostgreSQL' })).toBeVisible();
  });

  test('/user-manual is switched off by default and says so', async ({ page }) => {
    await page.goto('/user-manual/parents');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
  });
});

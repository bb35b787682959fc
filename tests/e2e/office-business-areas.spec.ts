import { expect, test, type Page } from '@playwright/test';
import type { BusinessAreaOverview } from '../../shared/model/business-area';
import { signIn } from '../support/api-fixtures';
import { playwrightCaller } from './support/api';
import { seriousViolations } from './support/axe';
import { signedInAs } from './support/session';

const ADMIN = 'admin@kitebook.test';

/** The areas as the API answers them to the administrator (the demo's counts, read only). */
async function areasOf(request: Parameters<typeof playwrightCaller>[0]) {
  const call = playwrightCaller(request);
  const headers = await signIn(call, ADMIN);
  const response = await call('GET', '/api/business-area', { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as BusinessAreaOverview;
}

async function openAreas(page: Page) {
  await signedInAs(page, ADMIN, '/business-area');
  await expect(page.getByRole('heading', { level: 1, name: 'Business areas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(6);
}

test.describe('/business-area', () => {
  test('shows the admin every area with its services this year, event types and switches', async ({
    page,
    request,
  }) => {
    const overview = await areasOf(request);
    const eca = overview.areas.find((area) => area.area === 'ECA')!;
    await openAreas(page);
    await expect(
      page.getByText(`Services of the school year ${overview.schoolYear!.name}`),
    ).toBeVisible();

    const card = page.getByRole('region', { name: 'After-school activity' });
    const count = card.getByRole('link', { name: /services? this school year/ });
    await expect(count).toContainText(`${eca.services} service`);
    await expect(count).toHaveAttribute(
      'href',
      `/event?businessArea=ECA&schoolYear=${overview.schoolYear!.id}`,
    );
    const firstType = eca.eventTypes[0]!;
    await expect(card.getByRole('listitem').filter({ hasText: firstType.name })).toContainText(
      `${firstType.name}: ${firstType.services}`,
    );
    await expect(card).toContainText('Parents can book');

    const childminding = page.getByRole('region', { name: 'Childminding' });
    await expect(childminding).toContainText('Childminding booking for admins');
    await expect(childminding).toContainText('Childminding mode');
    await expect(page.getByRole('region', { name: 'School service' })).toContainText(
      'No toggle: always on',
    );
  });

  test('passes axe at phone and desktop widths', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAreas(page);
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

import { expect, test, type Page } from '@playwright/test';
import type { MyDashboard } from '../../shared/model/my-dashboard';
import { bearerFor } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { signedInAs } from './support/session';

const PARENT = 'parent@kitebook.test';
const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test('parent@ sees the next service and a pending request, at 390 px and desktop, in English and German; the cards link to their screens', async ({
  page,
  request,
  baseURL,
}) => {
  // What the page must show, from the same endpoint (the seed's week depends on today's date).
  const response = await request.get('/api/my/dashboard', {
    headers: await bearerFor(request, PARENT),
  });
  expect(response.status()).toBe(200);
  const data = (await response.json()) as MyDashboard;
  const child = data.children.find((entry) => entry.nextServices.length > 0) ?? data.children[0]!;
  const next = child.nextServices[0];
  const pending = data.requests.find((entry) => entry.status === 'PENDING')!;
  expect(pending).toBeTruthy();
  const childName = `${child.givenName} ${child.familyName}`;

  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, PARENT, '/my/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal area' })).toBeVisible();
  await expect(page.getByText('Hello, Julia Becker!')).toBeVisible();

  const childCard = region(page, childName);
  await expect(childCard.getByText('Next 7 days')).toBeVisible();
  if (next) {
    await expect(childCard.getByRole('listitem').first()).toContainText(next.name);
    await expect(childCard.getByRole('listitem').first()).toContainText(next.time);
  } else {
    await expect(childCard).toContainText('No services in the next 7 days.');
  }
  const requests = region(page, 'Open requests');
  const pendingLink = requests.getByRole('link', { name: pending.serviceName }).first();
  await expect(pendingLink).toContainText('Pending');
  // parent@ has payment data; a class for the coming school year may still be missing.
  const todo = region(page, 'To do');
  const missing = data.todo.classMissing[0];
  const offer = data.todo.offers[0];
  if (offer) {
    await expect(
      todo.getByRole('link', { name: `Take the place in ${offer.serviceName}` }),
    ).toHaveAttribute('href', `/my/bookings/${offer.bookingId}`);
  }
  if (missing) {
    await expect(todo).toContainText(
      `${missing.givenName} has no class for the school year ${missing.schoolYear} yet.`,
    );
    await expect(
      todo.getByRole('link', { name: `Add ${missing.givenName}’s class` }),
    ).toHaveAttribute('href', `/my/participant/${missing.participantId}`);
  } else if (!offer) {
    await expect(todo).toContainText('Nothing to do right now.');
  }
  await expect(todo).not.toContainText('bank details');

  // Every card leads to its screen.
  await expect(childCard.getByRole('link', { name: 'Details' })).toHaveAttribute(
    'href',
    `/my/participant/${child.id}`,
  );
  await expect(childCard.getByRole('link', { name: 'Report an absence' })).toHaveAttribute(
    'href',
    `/my/absences/${child.id}`,
  );
  await expect(childCard.getByRole('link', { name: 'Pick-up persons' })).toHaveAttribute(
    'href',
    `/my/guardians/${child.id}`,
  );
  await expect(requests.getByRole('link', { name: 'All bookings' })).toHaveAttribute(
    'href',
    '/my/bookings',
  );
  await expect(
    region(page, 'Latest invoice').getByRole('link', { name: 'All documents' }),
  ).toHaveAttribute('href', '/my/documents');
  expect(await violationsWhenSettled(page)).toEqual([]);

  await pendingLink.click();
  await expect(page).toHaveURL(new RegExp(`/my/bookings/${pending.bookingId}$`));

  // Desktop, in German (the language the profile menu would remember).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
  await page.goto('/my/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Persönlicher Bereich' })).toBeVisible();
  await expect(region(page, childName).getByText('Die nächsten 7 Tage')).toBeVisible();
  if (next) await expect(region(page, childName)).toContainText(next.name);
  await expect(
    region(page, 'Offene Anfragen').getByRole('link', { name: pending.serviceName }).first(),
  ).toContainText('In Prüfung');
  await expect(region(page, 'Letzte Rechnung')).toBeVisible();
  // Inside the personal area its own screens show beneath "Persönlicher Bereich" (issue 19.9).
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(menu.locator('[aria-current="page"]')).toHaveText('Übersicht');
  await expect(menu.getByRole('link', { name: 'Meine Buchungen' })).toHaveAttribute(
    'href',
    '/my/bookings',
  );
  expect(await violationsWhenSettled(page)).toEqual([]);
});

test('guardian@ sees the linked children only and no family cards; instructor@ today’s registers', async ({
  page,
  request,
}) => {
  const answerOf = async (login: string) => {
    const response = await request.get('/api/my/dashboard', {
      headers: await bearerFor(request, login),
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as MyDashboard;
  };
  const guardian = await answerOf('guardian@kitebook.test');
  expect(guardian.children.every((child) => !child.own)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAs(page, 'guardian@kitebook.test', '/my/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal area' })).toBeVisible();
  for (const child of guardian.children) {
    const card = region(page, `${child.givenName} ${child.familyName}`);
    await expect(card.getByRole('link', { name: 'Details' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Report an absence' })).toHaveCount(0);
  }
  for (const name of ['To do', 'Open requests', 'Latest invoice'])
    await expect(region(page, name)).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'My bookings' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'My children' })).toBeVisible();
  expect(await violationsWhenSettled(page)).toEqual([]);

  const instructor = await answerOf('instructor@kitebook.test');
  await page.context().clearCookies();
  await signedInAs(page, 'instructor@kitebook.test', '/my/dashboard');
  const registers = region(page, 'Your services today');
  if (instructor.registers!.length > 0) {
    await expect(registers.getByRole('button')).toHaveCount(instructor.registers!.length);
    await registers.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } else {
    await expect(registers).toContainText('You have no services today.');
  }
});

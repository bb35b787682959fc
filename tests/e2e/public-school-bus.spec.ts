import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signedInAs } from './support/session';

// Demo data (server/db/seed/drafts-bus.ts): line 2 East's morning bus leaves Riederwald at
// 07:05 and reaches Ostbahnhof 6 minutes later; the stop costs €55 a month, members €50.
// member@ holds MEMBER without CUSTOMER.

test.describe('/public/school-bus', () => {
  test('a member reads the lines in German and sees the member price of each stop', async ({
    page,
  }) => {
    await signedInAs(page, 'member@kitebook.test');
    await page
      .context()
      .addCookies([{ name: 'i18n_redirected', value: 'de', domain: 'localhost', path: '/' }]);
    await page.goto('/public/school-bus');
    await expect(page.getByRole('heading', { level: 1, name: 'Schulbus' })).toBeVisible();
    const morning = page.getByRole('region', { name: 'Morgenbusse zur Schule' });
    const card = morning.getByRole('article', { name: 'Bus Line 2 East (morning)' });
    await expect(card).toContainText('Fährt an der ersten Haltestelle um 07:05 Uhr ab');
    expect(await seriousViolations(page)).toEqual([]);

    // The card is a link: the keyboard opens the line at its own address.
    await card.getByRole('link', { name: 'Haltestellen und Buchung' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/public\/school-bus\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Bus Line 2 East (morning)' })).toBeFocused();
    const ostbahnhof = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Ostbahnhof' }) });
    await expect(ostbahnhof).toContainText('07:11');
    await expect(ostbahnhof).toContainText('55,00 €Mitglieder 50,00 €');
    await expect(page.getByRole('columnheader', { name: 'Monatliche Kosten' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The demo lines are open to customers (spec 002 §4 defaults); this account is a member
    // only, so the dialog says so before any form rather than failing at the save.
    await page.getByRole('button', { name: 'Buchen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Bus Line 2 East (morning) buchen' });
    await expect(dialog.getByText('Diese Buchung ist nicht möglich')).toBeVisible();
    await expect(
      dialog.getByText('Dieses Angebot kann mit Ihrem Konto nicht gebucht werden.'),
    ).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(0);
  });
});

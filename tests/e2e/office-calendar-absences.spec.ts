import { expect, test } from '@playwright/test';
import type { AbsenceRow } from '../../shared/model/absence';
import type { BreakItem } from '../../shared/model/calendar';
import { violationsWhenSettled } from './support/axe';
import { bearerFor } from './support/api';
import { newFamily, publicOffer } from './support/families';
import { uniqueName } from './support/places';
import { signedInAs } from './support/session';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

test.describe('absences and the calendar', () => {
  test('a parent reports an absence, the office sees it', async ({ page, request }) => {
    const familyName = uniqueName('Abwesend');
    const offer = await publicOffer(request, 'ECA', 'Choir');
    const { parent, children } = await newFamily(request, 'Hanna', {
      familyName,
      schoolYear: offer.schoolYear,
      children: [{ givenName: 'Ida', grade: 'P3' }],
    });

    await page.setViewportSize(PHONE);
    await signedInAs(page, parent, '/my/absences');
    await expect(page.getByRole('heading', { level: 1, name: 'Absences' })).toBeVisible();
    await expect(page.getByText('No absences reported.')).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);

    await page.getByRole('button', { name: 'Report an absence' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Report an absence' })).toBeVisible();
    await expect(dialog.getByLabel('Child')).toHaveValue(String(children[0]!.id));
    await dialog.getByLabel('Reason').fill('Illness');
    await dialog.getByLabel('Note for the register').fill('Fever since last night');
    expect(await violationsWhenSettled(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Absence saved.' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Absences' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('All services · Illness');
    await expect(list).toContainText('Fever since last night');

    await page.setViewportSize(DESKTOP);
    expect(await violationsWhenSettled(page)).toEqual([]);

    // The office reads it (the presence list shows it through absencesOn, tested in the API).
    const admin = await bearerFor(request, 'admin@kitebook.test');
    const absences = (await (
      await request.get(`/api/absence/all/participant/${children[0]!.id}`, { headers: admin })
    ).json()) as AbsenceRow[];
    expect(absences).toMatchObject([{ reason: 'Illness', notes: 'Fever since last night' }]);

    // Withdrawn by the parent, it is gone.
    await list.getByRole('button', { name: /^Withdraw the absence/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText('No absences reported.')).toBeVisible();
  });

  test('the calendar shades a break week and moves by keys', async ({ page, request }) => {
    const admin = await bearerFor(request, 'admin@kitebook.test');
    const breaks = (await (
      await request.get('/api/configuration/breaks', { headers: admin })
    ).json()) as BreakItem[];
    const autumn = breaks.find((item) => item.name === 'Autumn break')!;

    await page.setViewportSize(DESKTOP);
    await signedInAs(page, 'admin', '/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await page.getByRole('button', { name: 'Month' }).click();
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('gridcell')).not.toHaveCount(0);

    // Page Up / Page Down move by month: to the break's month from today's.
    const selected = grid.locator('[role="gridcell"][tabindex="0"]');
    await selected.focus();
    const target = autumn.startDate.slice(0, 7);
    for (let step = 0; step < 24; step++) {
      const day = await selected.getAttribute('data-day');
      if (day!.slice(0, 7) === target) break;
      await page.keyboard.press(day!.slice(0, 7) < target ? 'PageDown' : 'PageUp');
    }
    const breakDay = grid.locator(`[data-day="${autumn.startDate}"]`);
    await expect(breakDay).toHaveAttribute('data-off', 'break');
    await expect(breakDay).toHaveAccessibleName(/Autumn break/);
    const week = grid
      .getByRole('row')
      .filter({ has: page.locator(`[data-day="${autumn.startDate}"]`) });
    await expect(week.locator('[data-off="break"]')).toHaveCount(7);
    expect(await violationsWhenSettled(page)).toEqual([]);

    // A day of the break: its list under the grid says so; ArrowRight moves one day on.
    await breakDay.click();
    await expect(breakDay).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(grid.locator('[aria-selected="true"]')).not.toHaveAttribute(
      'data-day',
      autumn.startDate,
    );
    await expect(page.getByRole('heading', { level: 2, name: /Autumn break/ })).toBeVisible();

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Week' }).click();
    await expect(grid.getByRole('row')).toHaveCount(2);
    expect(await violationsWhenSettled(page)).toEqual([]);
  });
});

import { expect, test } from '@playwright/test';
import {
  demoUrl,
  expectReady,
  recordWidgetEvents,
  seriousViolationsIn,
} from './support/widget-demo';
import { expectOneBookedEvent, signInInDialog } from './support/booking-dialog';
import { newFamily } from './support/families';

// Demo data (server/db/seed/drafts-other.ts): Parents' Yoga meets on Tuesdays, costs €25 (members
// €20). A parent of the spec's own registers, so the demo parents stay as they were.
const ACTIVITY = "Parents' Yoga";

test.describe('the parent activities widget on the demo site', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await recordWidgetEvents(page);
    await page.goto(demoUrl(testInfo, 'parent-activities.html'));
    await expectReady(page, 1);
  });

  test('a parent registers themself, once, and the host hears of it', async ({ page, request }) => {
    const { parent } = await newFamily(request, 'Julia', { familyName: 'Kessler' });
    const widget = page.locator('kitebook-widget');
    // No grade or language filters: the activities are for the parents.
    await expect(widget.getByRole('article', { name: ACTIVITY })).toBeVisible();
    await expect(widget.getByLabel('Grade')).toHaveCount(0);
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);

    await widget
      .getByRole('article', { name: ACTIVITY })
      .getByRole('button', { name: 'Details' })
      .click();
    await widget.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${ACTIVITY}` });
    await signInInDialog(dialog, parent.login, parent.password);

    await expect(dialog.getByText('You register yourself: Julia Kessler.')).toBeVisible();
    await expect(dialog).toContainText('€25.00');
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    const register = dialog.getByRole('button', { name: 'Register now' });
    await expect(register).toBeEnabled();
    expect(await seriousViolationsIn(page, 'kitebook-widget')).toEqual([]);
    await register.click();

    await expect(
      dialog.getByRole('heading', { name: 'Your booking has been received.' }),
    ).toBeFocused();
    await expectOneBookedEvent(page, 'parent-activities');

    // A second registration is refused by the server's check, in words.
    await page.keyboard.press('Escape');
    await widget.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'already' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Register now' })).toBeDisabled();
  });
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import type { EmailRecipientCandidate } from '../../shared/model/email';
import type { EventOption } from '../../shared/model/event-record';
import { bearerFor } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { signedInAs } from './support/session';

const ADMIN = 'admin@kitebook.test';
const SLOW = { timeout: 20_000 };
// A composition, a check, a preview and a send with its log: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A service with a few families, every one with an address (a small send). */
async function smallService(request: APIRequestContext, headers: Record<string, string>) {
  const services = (await (
    await request.get('/api/event/no-person', { headers })
  ).json()) as EventOption[];
  let best: { service: EventOption; families: EmailRecipientCandidate[] } | null = null;
  for (const service of services.slice(0, 15)) {
    const found = (await (
      await request.put('/api/email-template/recipients', {
        headers,
        data: { eventId: service.id, grades: [] },
      })
    ).json()) as EmailRecipientCandidate[];
    const families = found.filter((f) => f.valid);
    if (families.length > 0 && (!best || families.length < best.families.length))
      best = { service, families };
  }
  if (best) return best;
  throw new Error('no small service in the demo data');
}

test('admin@ composes to a service’s families: check, the child wildcard refused, German preview, send, the log fills', async ({
  page,
  request,
}) => {
  const headers = await bearerFor(request, ADMIN);
  const { service, families } = await smallService(request, headers);
  for (const family of families)
    await request.delete(`/api/basket/CUSTOMER/${family.id}`, { headers });
  const subject = `Sun cream ${Date.now()}`;

  await signedInAs(page, ADMIN, '/email');
  await expect(page.getByRole('tab', { name: 'Compose' })).toHaveAttribute(
    'aria-selected',
    'true',
    SLOW,
  );
  await page.getByLabel('A service’s families'.replace('’', "'")).selectOption(String(service.id));
  await page.getByRole('button', { name: 'Add to the basket' }).click();
  const table = page.getByRole('table', { name: 'Recipients' });
  for (const family of families) await expect(table).toContainText(family.name, SLOW);
  expect(await violationsWhenSettled(page)).toEqual([]);

  await page.getByLabel('Template', { exact: true }).fill(subject);
  await page.getByLabel('Subject').fill(`${subject} {{familyName}}`);
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();
  await body.pressSequentially('Please bring sun cream. ');
  await page.getByLabel('Wildcard').selectOption('salutation');
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(/recipients? checked/)).toBeVisible(SLOW);

  // A child's wildcard without a chosen child is refused (spec 002 §5).
  await body.click();
  await page.getByLabel('Wildcard').selectOption('participantGivenName');
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page.getByText('The text uses a participant wildcard: choose a child first.'),
  ).toBeVisible(SLOW);
  await page.getByLabel('Service', { exact: true }).selectOption(String(service.id));
  const child = page.getByLabel('Child', { exact: true });
  await expect(child.locator('option')).not.toHaveCount(1, SLOW);
  await child.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(/recipients? checked/)).toBeVisible(SLOW);

  await page.getByRole('button', { name: `Preview the e-mail to ${families[0]!.name}` }).click();
  const preview = page.getByRole('dialog');
  await preview.getByRole('tab', { name: 'German' }).click();
  await expect(
    preview.frameLocator('iframe[title="The e-mail in German"]').locator('body'),
  ).toContainText(/Sehr geehrte|Guten Tag/, SLOW);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // The basket may hold others' entries of other types: spec 002 §5 asks before leaving them out.
  // isVisible() looks once (its timeout is ignored): wait for whichever comes, the question or the end.
  const question = page.getByRole('alertdialog', { name: 'Send anyway?' });
  const finished = page.getByText('Sending finished.');
  await expect(question.or(finished)).toBeVisible(SLOW);
  if (await question.isVisible()) await question.getByRole('button', { name: 'Send' }).click();
  await expect(finished).toBeVisible(SLOW);
  await page.getByRole('tab', { name: 'Sent e-mails' }).click();
  await expect(page).toHaveURL(/tab=log/);
  const log = page.getByRole('table', { name: 'Sent e-mails' });
  await expect
    .poll(() => log.getByRole('row').filter({ hasText: subject }).count(), SLOW)
    .toBeGreaterThanOrEqual(families.length);
  await expect(log.getByRole('row').filter({ hasText: subject }).first()).toContainText('Sent');
});

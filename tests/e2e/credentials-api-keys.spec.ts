import { expect as baseExpect, test } from '@playwright/test';
import { violationsWhenSettled } from './support/axe';
import { signedInAs } from './support/session';

/** The first page load and the key's calls wait on a busy machine's server. */
const expect = baseExpect.configure({ timeout: 15_000 });
// A sign-in, two dialogs, a page reload and axe: about 20 s on an idle machine, past 30 s at a
// load of 20 on two cores (as office-basket-documents.spec.ts).
test.describe.configure({ timeout: 90_000 });

/**
 * The external provider's journey (issue 21.4): create an API key on /credentials, read a
 * transport list with it as a machine would, revoke it, and see the next call refused.
 */
test('a provider creates a key, reads the bus lines with it, revokes it and is refused', async ({
  page,
  request,
}) => {
  const name = `Bus sync ${Date.now()}`;
  await signedInAs(page, 'provider@kitebook.test', '/credentials');
  await expect(page.getByRole('heading', { level: 1, name: 'Credentials' })).toBeVisible();
  await expect(page.getByText('Authorization: Bearer')).toBeVisible();
  expect(await violationsWhenSettled(page)).toEqual([]);

  const newKey = page.getByRole('button', { name: 'New key' });
  await newKey.click();
  const form = page.getByRole('dialog', { name: 'New key' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('button', { name: 'Save' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new key' });
  await expect(shown).toBeVisible();
  const key = await shown.getByRole('textbox', { name: 'Key' }).inputValue();
  expect(key).toMatch(/^kb_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
  // Shown, never kept: nothing of it in the browser's storage.
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
  );
  expect(stored).not.toContain(key.slice(12));
  await shown.getByRole('button', { name: 'Done' }).last().click();
  await expect(shown).toBeHidden();
  await expect(newKey).toBeFocused();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');

  // The provider's system, with the key alone.
  const today = new Date().toISOString().slice(0, 10);
  const read = () =>
    request.get(`/api/lists/bus-line-list/?date=${today}`, {
      headers: { Authorization: `Bearer ${key}` },
    });
  const answer = await read();
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ date: today, lines: expect.any(Array) });
  const portalRoute = await request.get('/api/api-key/all-provider', {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(portalRoute.status()).toBe(403);

  await page.reload();
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this key?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`The key “${name}” was revoked.`)).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);

  expect((await read()).status()).toBe(401);
});

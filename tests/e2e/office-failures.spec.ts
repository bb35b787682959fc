import { expect, test, type Page, type Route } from '@playwright/test';
import { signedInAs } from './support/session';

/*
 * The office's error handling (spec 002 §8) as the user sees it. The failures are the server's
 * own bodies (server/http/on-error.ts) answered by route interception: what is under test is
 * the client's display, and no production path may carry a switch that breaks it on purpose.
 * The server's side (which SQLSTATEs answer 538721) is tested in server/http/on-error.test.ts.
 */

const ADMIN = 'admin@kitebook.test';
/** The server's Date header and request id: the signature quotes both. */
const ANSWERED = 'Tue, 24 Nov 2026 14:03:12 GMT';
const REQUEST_ID = 'c0ffee12-3456-4789-8abc-def012345678';

/** A 500 as the server answers it; `fatal` adds the long-term fatal code 538721. */
function answer500(route: Route, fatal = false) {
  return route.fulfill({
    status: 500,
    headers: { date: ANSWERED, 'x-request-id': REQUEST_ID },
    json: fatal
      ? { message: 'error.longTermFatal', backendErrorCode: 538721, requestId: REQUEST_ID }
      : { message: 'error.unexpected', requestId: REQUEST_ID },
  });
}

/** Fails the save (PUT or POST) of `path`; everything else goes through. */
async function failSave(page: Page, path: string, fatal = false) {
  await page.route(`**${path}`, (route) =>
    ['PUT', 'POST'].includes(route.request().method()) ? answer500(route, fatal) : route.fallback(),
  );
}

async function open(page: Page, path: string, heading: string) {
  await signedInAs(page, ADMIN, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const errorPage = (page: Page) => page.getByRole('heading', { name: 'Something went wrong' });

test.describe('office error handling (spec 002 §8)', () => {
  test('an unexpected save failure shows the snackbar with the process message and an 823419 signature', async ({
    page,
  }) => {
    await open(page, '/location', 'Locations');
    await failSave(page, '/api/location');
    await page.getByRole('button', { name: 'New location' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Hall of failures');
    await dialog.getByLabel('Room').fill('B2');
    await dialog.getByLabel('Capacity').fill('12');
    await dialog.getByRole('button', { name: 'Save' }).click();

    const snackbar = page
      .getByRole('alert')
      .filter({ hasText: 'The location could not be saved.' });
    await expect(snackbar).toBeVisible();
    await expect(snackbar.locator('code')).toHaveText('20261124T140312Z-c0ffee12-0-823419');
    // Nothing typed is lost, and the dialog does not repeat the message above the form.
    await expect(dialog.getByLabel('Name')).toHaveValue('Hall of failures');
    await expect(dialog.getByText('An unexpected error occurred')).toHaveCount(0);
  });

  test('a long-term fatal save failure (538721) shows the error page with the context message and signature', async ({
    page,
  }) => {
    await open(page, '/stops', 'Stops');
    await failSave(page, '/api/stop', true);
    await page.getByRole('button', { name: 'New stop' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Failing stop');
    await dialog.getByLabel('Street').fill('Long road 1');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(errorPage(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('The stop could not be saved.')).toBeVisible();
    await expect(page.locator('main code')).toHaveText('20261124T140312Z-c0ffee12-0-538721');
    // Reloading cannot heal a schema that does not fit: the way on is the start page.
    await expect(page.getByRole('button', { name: 'Reload page' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to start page' })).toBeVisible();
  });

  test('a list whose load fails quotes the signature, and a 538721 takes the error page', async ({
    page,
  }) => {
    let fatal = false;
    await page.route('**/api/location/list*', (route) => answer500(route, fatal));
    await open(page, '/location', 'Locations');
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'The locations could not be loaded.' });
    await expect(failed).toBeVisible();
    await expect(failed.locator('code')).toHaveText('20261124T140312Z-c0ffee12-0-823419');

    fatal = true;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(errorPage(page)).toBeVisible();
    await expect(page.getByText('The locations could not be loaded.')).toBeVisible();
    await expect(page.locator('main code')).toHaveText('20261124T140312Z-c0ffee12-0-538721');
  });
});

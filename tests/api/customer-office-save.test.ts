import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, discountModels, images } from '../../server/db/schema';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import type {
  CustomerRecord,
  CustomerRow,
  CustomerSaved,
  GrantableDiscount,
} from '../../shared/model/customer-office';
import type { ErrorBody } from '../../shared/model/errors';
import type { ListAnswer } from '../../shared/model/list';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = (familyName: string, extra: object = {}) => ({
  givenName: 'Jürgen',
  familyName,
  gender: 'MALE',
  contactSet: [{ contactType: 'MOBILE', value: '+49170555' }],
  ...extra,
});

/** `PUT /api/customer` as the dialog sends it: multipart, the customer as JSON in `person`. */
async function put(body: unknown, files: Record<string, Blob> = {}) {
  const form = new FormData();
  form.set('person', JSON.stringify(body));
  for (const [name, file] of Object.entries(files)) form.set(name, file, name);
  return t.app.request('/api/customer', {
    method: 'PUT',
    body: form,
    headers: await t.authAs(ADMIN),
  });
}

async function create(familyName: string, extra: object = {}) {
  const response = await put({ person: person(familyName), ...extra });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CustomerSaved;
}

async function read(id: number) {
  const response = await t.call('GET', `/api/customer/${id}`, { headers: await t.authAs(ADMIN) });
  expect(response.status).toBe(200);
  return (await response.json()) as CustomerRecord;
}

describe('PUT /api/customer: create and update', () => {
  it('creates a customer with person, spouse, membership and bank data', async () => {
    const saved = await create('Öztürk', {
      person: person('Öztürk', { email: 'juergen.oeztuerk@example.com' }),
      spouse: { givenName: 'Ayşe', familyName: 'Öztürk', gender: 'FEMALE' },
      hasMembership: true,
      bankName: 'Sparkasse',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
    expect(saved).toEqual({ id: expect.any(Number), givenName: 'Jürgen', familyName: 'Öztürk' });
    const record = await read(saved.id);
    expect(record).toMatchObject({
      hasMembership: true,
      bankName: 'Sparkasse',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      mandateId: null,
      participants: [],
    });
    expect(record.person.email).toBe('juergen.oeztuerk@example.com');
    expect(record.spouse).toMatchObject({ givenName: 'Ayşe', gender: 'FEMALE' });
  });

  it('updates person, spouse and membership; ignores bank data and mandate on update', async () => {
    const saved = await create('Adler', { bankName: 'Bank A', iban: '', bic: '' });
    const before = await read(saved.id);
    const response = await put({
      id: saved.id,
      version: before.version,
      person: { ...person('Adler-Neu'), version: before.person.version },
      spouse: { givenName: 'Eva', familyName: 'Adler', gender: 'FEMALE' },
      hasMembership: true,
      bankName: 'Bank B',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = await read(saved.id);
    expect(after.person.familyName).toBe('Adler-Neu');
    expect(after.spouse?.givenName).toBe('Eva');
    expect(after).toMatchObject({ hasMembership: true, bankName: 'Bank A', iban: null, bic: null });
    expect(after.version).toBe(before.version + 1);
  });

  it('answers 409 for a stale version and writes nothing', async () => {
    const saved = await create('Stale');
    const before = await read(saved.id);
    const response = await put({
      id: saved.id,
      version: before.version + 5,
      person: { ...person('Changed'), version: before.person.version },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).message).toBe('error.staleVersion');
    expect((await read(saved.id)).person.familyName).toBe('Stale');
  });

  it('refuses an e-mail of a customer (customerExists) and of another person (personExists)', async () => {
    await create('First', { person: person('First', { email: 'taken.customer@example.com' }) });
    const asCustomer = await put({
      person: person('Second', { email: 'TAKEN.customer@example.com' }),
    });
    expect(asCustomer.status).toBe(400);
    expect(await asCustomer.json()).toMatchObject({
      message: 'customers.message.customerExists',
      issues: [{ path: 'person.email', message: 'customers.message.customerExists' }],
    });
    // The spouse is a person on file but no customer.
    await create('Third', {
      spouse: { givenName: 'Sam', familyName: 'Third', gender: 'MALE', email: 'sam@example.com' },
    });
    const asPerson = await put({ person: person('Fourth', { email: 'sam@example.com' }) });
    expect(asPerson.status).toBe(400);
    expect(((await asPerson.json()) as ErrorBody).message).toBe('customers.message.personExists');
  });

  it('answers 400 with field issues for the person form rules', async () => {
    const response = await put({
      person: { givenName: '', familyName: 'X', gender: 'MALE', contactSet: [] },
      spouse: { givenName: 'Only' },
      iban: 'nope',
    });
    expect(response.status).toBe(400);
    const paths = ((await response.json()) as ErrorBody).issues?.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['person.givenName', 'spouse.familyName', 'iban']),
    );
    const noPhone = await put({ person: person('Phoneless', { contactSet: [] }) });
    expect(noPhone.status).toBe(400);
    expect(((await noPhone.json()) as ErrorBody).issues?.map((issue) => issue.path)).toEqual([
      'person.contactSet',
    ]);
  });

  it('stores the person and spouse pictures checked by their bytes, refusing others with 400', async () => {
    const png = () => new Blob([PNG], { type: 'image/png' });
    const saved = await create('Bildner', {
      spouse: { givenName: 'Ute', familyName: 'Bildner', gender: 'FEMALE' },
    });
    const before = await read(saved.id);
    const update = (familyName: string) => ({
      id: saved.id,
      version: before.version,
      person: { ...person(familyName), version: before.person.version },
      spouse: { ...before.spouse, version: before.spouse!.version },
    });
    // A text file claiming to be a PNG: refused on its field, nothing written.
    const fake = new Blob(['<svg onload=alert(1)>'], { type: 'image/png' });
    const refused = await put(update('Refused'), { spouseImageFile: fake });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      issues: [{ path: 'spouseImageFile', message: 'person.imageType' }],
    });
    expect((await read(saved.id)).person.familyName).toBe('Bildner');
    const stored = await put(update('Bildner'), {
      personImageFile: png(),
      spouseImageFile: png(),
    });
    expect(stored.status, await stored.clone().text()).toBe(200);
    const after = await read(saved.id);
    expect(after.person.imageId).toEqual(expect.any(Number));
    expect(after.spouse?.imageId).toEqual(expect.any(Number));
    const [picture] = await t.database.db
      .select({ mimeType: images.mimeType })
      .from(images)
      .where(eq(images.id, after.person.imageId!));
    expect(picture?.mimeType).toBe('image/png');
  });

  it('refuses a picture over the limit with 400 and writes nothing', async () => {
    const big = new Blob([PNG, new Uint8Array(MAX_IMAGE_BYTES)], { type: 'image/png' });
    const response = await put({ person: person('Zugross') }, { personImageFile: big });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe('person.imageTooLarge');
    const found = await t.call('GET', '/api/customer/?search=Zugross', {
      headers: await t.authAs(ADMIN),
    });
    expect(((await found.json()) as ListAnswer<CustomerRow>).total).toBe(0);
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await t.call('GET', '/api/customer/999999', {
      headers: await t.authAs(ADMIN),
    });
    expect(response.status).toBe(404);
  });
});

describe('granted discounts (issue 22.3: staff, hardship)', () => {
  async function grantable() {
    const response = await t.call('GET', '/api/customer/discount-models', {
      headers: await t.authAs(ADMIN),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as GrantableDiscount[];
  }

  it('offers the GRANTED discount models only, and grants, replaces and withdraws them', async () => {
    const offered = await grantable();
    expect(offered.map((discount) => discount.name)).toEqual(['Hardship', 'Staff discount']);
    const [hardship, staff] = offered as [GrantableDiscount, GrantableDiscount];
    expect(hardship.percent).toBe(50);

    const saved = await create('Rabe', { grantedDiscountIds: [staff.id] });
    expect((await read(saved.id)).grantedDiscountIds).toEqual([staff.id]);

    const record = await read(saved.id);
    const both = await put({
      id: saved.id,
      version: record.version,
      person: { ...person('Rabe'), version: record.person.version },
      grantedDiscountIds: [hardship.id, staff.id, hardship.id],
    });
    expect(both.status, await both.clone().text()).toBe(200);
    const granted = await read(saved.id);
    expect(granted.grantedDiscountIds).toEqual([hardship.id, staff.id].sort((a, b) => a - b));

    // Left out, the grants stay; an empty list withdraws them.
    const kept = await put({
      id: saved.id,
      version: granted.version,
      person: { ...person('Rabe'), version: granted.person.version },
    });
    expect(kept.status).toBe(200);
    expect((await read(saved.id)).grantedDiscountIds).toHaveLength(2);
    const current = await read(saved.id);
    const none = await put({
      id: saved.id,
      version: current.version,
      person: { ...person('Rabe'), version: current.person.version },
      grantedDiscountIds: [],
    });
    expect(none.status).toBe(200);
    expect((await read(saved.id)).grantedDiscountIds).toEqual([]);
  });

  it('refuses a sibling discount or an unknown model with 400 on the field and writes nothing', async () => {
    const [sibling] = await t.database.db
      .select({ id: discountModels.id })
      .from(discountModels)
      .where(eq(discountModels.rule, 'SIBLING'));
    const saved = await create('Specht');
    const record = await read(saved.id);
    for (const ids of [[sibling!.id], [999_999], ['x']]) {
      const response = await put({
        id: saved.id,
        version: record.version,
        person: { ...person('Changed'), version: record.person.version },
        grantedDiscountIds: ids,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.issues?.[0]?.path).toMatch(/^grantedDiscountIds/);
    }
    const after = await read(saved.id);
    expect(after.person.familyName).toBe('Specht');
    expect(after.grantedDiscountIds).toEqual([]);
  });
});

describe('GET /api/customer/: the list', () => {
  it('finds a customer by name, e-mail, membership id and child', async () => {
    const saved = await create('Listmann', {
      person: person('Listmann', { email: 'list.mann@example.com' }),
    });
    await t.database.db
      .update(customers)
      .set({ membershipId: 'M-4711' })
      .where(eq(customers.id, saved.id));
    const headers = await t.authAs(ADMIN);
    for (const search of ['listmann', 'list.mann@', 'M-4711']) {
      const response = await t.call('GET', `/api/customer/?search=${encodeURIComponent(search)}`, {
        headers,
      });
      expect(response.status).toBe(200);
      const page = (await response.json()) as ListAnswer<CustomerRow>;
      expect(page.items.map((row) => row.id)).toContain(saved.id);
    }
    // A demo family's child: the customer is found by the child's name.
    const all = (await (
      await t.call('GET', '/api/customer/?pageSize=200', { headers })
    ).json()) as ListAnswer<CustomerRow>;
    const withChild = all.items.find((row) => row.children.length > 0);
    expect(withChild).toBeDefined();
    const child = withChild!.children[0]!;
    const found = (await (
      await t.call('GET', `/api/customer/?search=${encodeURIComponent(child)}`, { headers })
    ).json()) as ListAnswer<CustomerRow>;
    expect(found.items.map((row) => row.id)).toContain(withChild!.id);
    expect(found.total).toBe(found.items.length);
    const none = (await (
      await t.call('GET', '/api/customer/?search=zz-nobody-zz', { headers })
    ).json()) as ListAnswer<CustomerRow>;
    expect(none).toMatchObject({ items: [], total: 0 });
    const record = await read(withChild!.id);
    expect(record.participants.length).toBeGreaterThan(0);
  });

  it('pages from either end alike: one-row pages are the whole list, also by nullable columns', async () => {
    const headers = await t.authAs(ADMIN);
    const list = async (query: string) =>
      (await (
        await t.call('GET', `/api/customer/?${query}`, { headers })
      ).json()) as ListAnswer<CustomerRow>;
    for (const order of ['', 'orderBy=email&asc=false', 'orderBy=membershipId', 'asc=false']) {
      const first = await list(`${order}&pageSize=200`);
      const total = first.total!;
      expect(total).toBeGreaterThan(200);
      // Page 2 of 200 lies in the back half: read backwards.
      const whole = {
        items: [...first.items, ...(await list(`${order}&pageSize=200&page=2`)).items],
      };
      expect(whole.items.length).toBe(total);
      expect(new Set(whole.items.map((row) => row.id)).size).toBe(total);
      // The back half is read backwards from the end (page-window.ts): the same rows.
      const pages = await Promise.all(
        [1, 2, total - 1, total].map((n) => list(`${order}&pageSize=1&page=${n}`)),
      );
      expect(pages.map((p) => p.items[0])).toEqual([
        ...whole.items.slice(0, 2),
        ...whole.items.slice(-2),
      ]);
      expect(pages.map((p) => p.total)).toEqual([total, total, total, total]);
      expect(await list(`${order}&pageSize=1&page=${total + 1}`)).toMatchObject({
        items: [],
        total,
      });
    }
  });
});

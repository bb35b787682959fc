import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Capability } from '../../shared/access/capabilities';
import type { CustomerProfile, PersonRecord } from '../../shared/model/customer';
import type { DocumentListAnswer } from '../../shared/model/document';
import type { Role } from '../../shared/model/enums';
import type { ErrorBody } from '../../shared/model/errors';
import { customers, documents, users } from '../../server/db/schema';
import { familyPersonIds } from '../../server/services/document/family-scope';
import { readRolesByLogin } from './support/roles-by-login';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The calls behind /my/data and /my/documents (issue 19.8), as the pages make them: each route
 * × each demo role, another family's records (403, ids guessed too), a phone number saved and
 * a stale save refused (409). The export has its own file (data-export.test.ts).
 */
const PARENT = 'parent@kitebook.test';
const MEMBER = 'member@kitebook.test';
const LOGINS = [
  'admin@kitebook.test',
  'sysadmin@kitebook.test',
  'instructor@kitebook.test',
  PARENT,
  'newparent@kitebook.test',
  MEMBER,
  'guardian@kitebook.test',
  'provider@kitebook.test',
];
let t: TestApp;
let rolesByLogin: Map<string, Role[]>;

const headersOf = (login: string) => t.authAs(login);
const get = async (login: string, path: string) =>
  t.call('GET', path, { headers: await headersOf(login) });
const may = (login: string, capability: Capability) =>
  can({ roles: rolesByLogin.get(login) ?? [] }, capability);

async function personIdOf(login: string) {
  const [user] = await t.database.db
    .select({ personId: users.personId })
    .from(users)
    .where(eq(users.login, login));
  return user!.personId;
}

/** `PUT /api/person/` as the profile form sends it (multipart, the person as JSON). */
async function putPerson(login: string, person: unknown) {
  const form = new FormData();
  form.set('person', JSON.stringify(person));
  return t.app.request('/api/person/', {
    method: 'PUT',
    body: form,
    headers: await headersOf(login),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  rolesByLogin = await readRolesByLogin(t.database.db);
});
afterAll(() => t.close());

describe('the personal area routes by role', () => {
  it('answers each demo role as its capability says, and 401 signed out', async () => {
    const family = await familyPersonIds(t.database.db, await personIdOf(PARENT));
    const [own] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(inArray(documents.ownerPersonId, family))
      .limit(1);
    const routes: [string, Capability][] = [
      ['/api/user/customer-profile', 'customer.profile'],
      ['/api/customer/payment', 'customer.data'],
      ['/api/document/list', 'document.read'],
      [`/api/document/${own!.id}`, 'document.read'],
      ['/api/data-export', 'family.export'],
    ];
    for (const [path] of routes) expect((await t.call('GET', path)).status, path).toBe(401);
    for (const login of LOGINS) {
      for (const [path, capability] of routes) {
        const { status } = await get(login, path);
        const what = `${login} ${path} → ${status}`;
        if (!may(login, capability)) expect(status, what).toBe(403);
        else expect([200, 403, 404], what).toContain(status);
      }
    }
    // Those let in: the family's own answers, and the refusals that are about the record.
    expect((await get(PARENT, '/api/user/customer-profile')).status).toBe(200);
    expect((await get(PARENT, '/api/customer/payment')).status).toBe(200);
    expect((await get(PARENT, `/api/document/${own!.id}`)).status).toBe(200);
    // A guardian keeps no customer record; admins reach the document as the office.
    expect((await get('guardian@kitebook.test', '/api/user/customer-profile')).status).toBe(403);
    expect((await get(MEMBER, `/api/document/${own!.id}`)).status).toBe(403);
    expect((await get('admin@kitebook.test', `/api/document/${own!.id}`)).status).toBe(200);
  });
});

describe("another family's records", () => {
  it("refuses the parent another customer's payment data, to read and to save", async () => {
    const [other] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.personId, await personIdOf('newparent@kitebook.test')));
    const read = await get(PARENT, `/api/customer/payment?customerId=${other!.id}`);
    expect(read.status).toBe(403);
    const save = await t.call('PUT', `/api/customer/payment?customerId=${other!.id}`, {
      headers: await headersOf(PARENT),
      body: {
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        bankName: 'Commerzbank',
        hasAgreedSepa: true,
        version: 1,
      },
    });
    expect(save.status).toBe(403);
  });

  it("answers 403 for every other family's document, read or download, and 404 past the last", async () => {
    const { db } = t.database;
    const family = await familyPersonIds(db, await personIdOf(PARENT));
    const foreign = await db
      .select({ id: documents.id })
      .from(documents)
      .where(notInArray(documents.ownerPersonId, family));
    expect(foreign.length).toBeGreaterThan(0);
    for (const { id } of foreign) {
      expect((await get(PARENT, `/api/document/${id}`)).status, `${id}`).toBe(403);
      expect((await get(PARENT, `/api/document/${id}/download`)).status, `${id}`).toBe(403);
    }
    const listed = (await (
      await get(PARENT, '/api/document/list?pageSize=200')
    ).json()) as DocumentListAnswer;
    const foreignIds = new Set(foreign.map((row) => row.id));
    expect(listed.documents.some((row) => foreignIds.has(row.id))).toBe(false);
    expect(listed.documents.some((row) => row.type === 'INVOICE')).toBe(true);
    expect((await get(PARENT, '/api/document/99999999')).status).toBe(404);
  });
});

describe('a phone number on /my/data', () => {
  it('is saved with the person, checked by the shared rule, and a stale save answers 409', async () => {
    const profile = (await (
      await get(PARENT, '/api/user/customer-profile')
    ).json()) as CustomerProfile;
    const person = profile.person;
    const others = person.contactSet.filter((contact) => contact.contactType !== 'PHONE');
    const withPhone = (value: string, version = person.version) => ({
      ...person,
      version,
      contactSet: [...others, { contactType: 'PHONE', value }],
    });

    const refused = await putPerson(PARENT, withPhone('+49 69 abc'));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).issues?.length).toBeGreaterThan(0);

    const saved = await putPerson(PARENT, withPhone('+496955501234'));
    expect(saved.status).toBe(200);
    const stored = (await saved.json()) as PersonRecord;
    expect(stored.contactSet.map((contact) => contact.value)).toContain('+496955501234');
    expect(stored.version).toBe(person.version + 1);

    // The same form sent again from a tab loaded before the save.
    const stale = await putPerson(PARENT, withPhone('+496955509999'));
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).message).toBe('error.staleVersion');
    const after = (await (
      await get(PARENT, '/api/user/customer-profile')
    ).json()) as CustomerProfile;
    expect(after.person.contactSet.map((contact) => contact.value)).toContain('+496955501234');
  });

  it('refuses a stale payment save with 409, so the mandate stays as it was', async () => {
    const before = (await (await get(PARENT, '/api/customer/payment')).json()) as {
      version: number;
      mandateId: string | null;
      mandateDate: string | null;
    };
    const response = await t.call('PUT', '/api/customer/payment', {
      headers: await headersOf(PARENT),
      body: {
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        bankName: 'Another bank',
        hasAgreedSepa: true,
        // A version the page never had: another tab saved meanwhile.
        version: before.version + 5,
      },
    });
    expect(response.status).toBe(409);
    const after = await (await get(PARENT, '/api/customer/payment')).json();
    expect(after).toEqual(before);
  });
});

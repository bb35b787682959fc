import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, persons } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const OTHERS = [
  'sysadmin@kitebook.test',
  'instructor@kitebook.test',
  'parent@kitebook.test',
  'member@kitebook.test',
  'guardian@kitebook.test',
];
let t: TestApp;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db.select({ id: customers.id }).from(customers).limit(1);
  customerId = row!.id;
});
afterAll(() => t.close());

const routes = () => [
  ['GET', '/api/customer/'],
  ['GET', `/api/customer/${customerId}`],
  ['PUT', '/api/customer'],
  ['GET', '/api/customer/export-members'],
  ['GET', '/api/customer/discount-models'],
];

describe('the office customer routes by role', () => {
  it('refuses anonymous callers with 401 and every role but ADMIN with 403', async () => {
    for (const [method, path] of routes()) {
      const body = method === 'PUT' ? {} : undefined;
      expect((await t.call(method!, path!, { body })).status, path).toBe(401);
      for (const login of OTHERS) {
        const response = await t.call(method!, path!, { body, headers: await t.authAs(login) });
        expect(response.status, `${login} ${path}`).toBe(403);
      }
    }
  });

  it('lets ADMIN read the list and a customer', async () => {
    const headers = await t.authAs(ADMIN);
    expect((await t.call('GET', '/api/customer/', { headers })).status).toBe(200);
    expect((await t.call('GET', `/api/customer/${customerId}`, { headers })).status).toBe(200);
  });
});

describe('GET /api/customer/export-members', () => {
  it('answers members-{date}.csv in UTF-8 with a BOM, umlauts intact', async () => {
    const [row] = await t.database.db
      .select({ personId: customers.personId })
      .from(customers)
      .where(eq(customers.id, customerId));
    await t.database.db
      .update(persons)
      .set({ familyName: 'Müller-Lüdenscheidt', givenName: 'Bärbel "B"' })
      .where(eq(persons.id, row!.personId));
    await t.database.db
      .update(customers)
      .set({ hasMembership: true, membershipId: 'ÄÖÜ-1' })
      .where(eq(customers.id, customerId));
    const response = await t.call('GET', '/api/customer/export-members', {
      headers: await t.authAs(ADMIN),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Membership ID";"Family name";"Given name";"E-mail";"Street";"ZIP";"City";"Country";"Spouse"',
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^"ÄÖÜ-1";"Müller-Lüdenscheidt";"Bärbel ""B""";/),
    );
  });
});

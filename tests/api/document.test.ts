import { and, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentListAnswer, DocumentRow } from '../../shared/model/document';
import type { ErrorBody } from '../../shared/model/errors';
import { documents, users } from '../../server/db/schema';
import { familyPersonIds } from '../../server/services/document/family-scope';
import { safeFileName } from '../../server/services/document/read-document';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const PARENT = 'parent@kitebook.test';
let t: TestApp;
/** The parent's family's document ids, and a document of another family. */
let own: Set<number>;
let foreign: { id: number; version: number };

const as = async (login: string) => ({ headers: await t.authAs(login) });
const get = async (login: string, path: string) => t.call('GET', path, await as(login));
const listOf = async (login: string, query = '') =>
  (await (await get(login, `/api/document/list${query}`)).json()) as DocumentListAnswer;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [parent] = await db
    .select({ personId: users.personId })
    .from(users)
    .where(eq(users.login, PARENT));
  const family = await familyPersonIds(db, parent!.personId);
  const rows = await db
    .select({ id: documents.id, owner: documents.ownerPersonId })
    .from(documents);
  own = new Set(
    rows.filter((row) => row.owner !== null && family.includes(row.owner)).map((row) => row.id),
  );
  const [other] = await db
    .select({ id: documents.id, version: documents.version })
    .from(documents)
    .where(and(notInArray(documents.ownerPersonId, family), ne(documents.type, 'INVOICE_DRAFT')))
    .limit(1);
  foreign = other!;
});
afterAll(() => t.close());

describe('the document routes by role', () => {
  const paths = () => [
    '/api/document/short-list',
    '/api/document/list',
    `/api/document/${foreign.id}`,
    `/api/document/${foreign.id}/download`,
  ];

  it('refuses anonymous callers with 401 and roles without documents with 403', async () => {
    for (const path of [...paths(), '/api/document']) {
      const method = path === '/api/document' ? 'PUT' : 'GET';
      expect((await t.call(method, path, { body: {} })).status, path).toBe(401);
      for (const login of [
        'guardian@kitebook.test',
        'sysadmin@kitebook.test',
        'provider@kitebook.test',
      ]) {
        expect(
          (await t.call(method, path, { body: {}, ...(await as(login)) })).status,
          `${login} ${path}`,
        ).toBe(403);
      }
    }
  });

  it('lets ADMIN read every document, and no one else rename one', async () => {
    for (const path of paths()) expect((await get(ADMIN, path)).status, path).toBe(200);
    const all = await listOf(ADMIN);
    expect(all.total).toBeGreaterThan(own.size);
    for (const login of [PARENT, 'member@kitebook.test', 'instructor@kitebook.test']) {
      const response = await t.call('PUT', '/api/document', {
        body: { id: foreign.id, version: foreign.version, name: 'Mine now.pdf' },
        ...(await as(login)),
      });
      expect(response.status, login).toBe(403);
    }
  });
});

describe('a family sees only its own documents', () => {
  it('lists the family documents only, newest first, with the total', async () => {
    expect(own.size).toBeGreaterThan(0);
    const page = await listOf(PARENT, '?pageSize=200');
    expect(page.total).toBe(own.size);
    expect(page.documents.every((document) => own.has(document.id))).toBe(true);
    const dates = page.documents.map((document) => document.modified);
    expect(dates).toEqual([...dates].sort().reverse());
    const short = (await (
      await get(PARENT, '/api/document/short-list')
    ).json()) as DocumentListAnswer;
    expect(short.total).toBe(own.size);
    expect(short.documents.length).toBeLessThanOrEqual(5);
  });

  it('answers 403 for another family and 404 for none, also for ids guessed in a loop', async () => {
    for (const login of [PARENT, 'member@kitebook.test', 'instructor@kitebook.test']) {
      expect((await get(login, `/api/document/${foreign.id}`)).status, login).toBe(403);
      expect((await get(login, `/api/document/${foreign.id}/download`)).status, login).toBe(403);
    }
    const ids = [...own];
    const first = Math.min(...ids);
    for (let id = Math.max(1, first - 15); id < first + 15; id++) {
      const response = await get(PARENT, `/api/document/${id}`);
      const expected = own.has(id) ? 200 : [403, 404];
      if (typeof expected === 'number') expect(response.status, `id ${id}`).toBe(expected);
      else expect(expected, `id ${id}`).toContain(response.status);
    }
    expect((await get(PARENT, '/api/document/2000000')).status).toBe(404);
  });

  it('filters by type and searches in the name, within the family', async () => {
    const drafts = await listOf(PARENT, '?type=INVOICE_DRAFT');
    expect(drafts.documents.every((document) => document.type === 'INVOICE_DRAFT')).toBe(true);
    const invoices = await listOf(ADMIN, '?search=Invoice%20KB&orderBy=name&asc=true&pageSize=5');
    expect(invoices.documents.length).toBe(5);
    expect((await get(PARENT, '/api/document/list?orderBy=content')).status).toBe(400);
    expect((await get(PARENT, '/api/document/list?type=LETTER')).status).toBe(400);
  });
});

describe('the download', () => {
  it('sends the PDF with its content type and a safe file name', async () => {
    const id = [...own][0]!;
    const response = await get(PARENT, `/api/document/${id}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[\w.\- ]+"; filename\*=UTF-8''[\w.%\-~!]+$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('keeps quotes, line breaks and paths out of the header', async () => {
    expect(safeFileName('../a"b\r\nSet-Cookie: x\\ü.pdf')).toEqual({
      ascii: '.._abSet-Cookie_ x_u.pdf',
      encoded: encodeURIComponent('.._abSet-Cookie: x_ü.pdf'),
    });
    expect(safeFileName(' \u0000 ').ascii).toBe('document');
  });
});

describe('renaming a document (PUT /api/document)', () => {
  it('renames with the current version, then refuses the old one with 409', async () => {
    const headers = (await as(ADMIN)).headers;
    const before = (await (
      await t.call('GET', `/api/document/${foreign.id}`, { headers })
    ).json()) as DocumentRow;
    const saved = await t.call('PUT', '/api/document', {
      body: { id: before.id, version: before.version, name: '  Invoice Ähnlich "1".pdf ' },
      headers,
    });
    expect(saved.status).toBe(200);
    const after = (await saved.json()) as DocumentRow;
    expect(after).toMatchObject({ name: 'Invoice Ähnlich "1".pdf', version: before.version + 1 });
    const download = await t.call('GET', `/api/document/${foreign.id}/download`, { headers });
    expect(download.headers.get('content-disposition')).toContain(
      'filename="Invoice Ahnlich 1.pdf"',
    );
    const stale = await t.call('PUT', '/api/document', {
      body: { ...before, name: 'Again.pdf' },
      headers,
    });
    expect(stale.status).toBe(409);
  });

  it('refuses an empty or missing name with 400 on name, and answers 404 for an unknown id', async () => {
    const headers = (await as(ADMIN)).headers;
    for (const body of [
      { id: foreign.id, version: 0, name: '   ' },
      { id: foreign.id, version: 0 },
    ]) {
      const response = await t.call('PUT', '/api/document', { body, headers });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).issues).toContainEqual({
        path: 'name',
        message: 'documents.rules.name',
      });
    }
    const unknown = await t.call('PUT', '/api/document', {
      body: { id: 2_000_000, version: 0, name: 'X' },
      headers,
    });
    expect(unknown.status).toBe(404);
  });
});

import { and, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentListAnswer, DocumentRow } from '../../shared/model/document';
import { MAX_DOCUMENT_BYTES } from '../../shared/model/document-file';
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
    .select({ id: documents.id, owner: documents.ownerPersonId, type: documents.type })
    .from(documents);
  // Drafts are the office's until issued: the family neither lists nor opens them.
  own = new Set(
    rows
      .filter(
        (row) => row.owner !== null && family.includes(row.owner) && row.type !== 'INVOICE_DRAFT',
      )
      .map((row) => row.id),
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
    const issued = await listOf(PARENT, '?type=INVOICE');
    expect(issued.documents.length).toBeGreaterThan(0);
    expect(issued.documents.every((document) => document.type === 'INVOICE')).toBe(true);
    expect((await listOf(PARENT, '?type=INVOICE_DRAFT')).documents).toEqual([]);
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

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** `POST /api/document` as the portal sends it: the document as JSON, the file beside it. */
async function upload(
  login: string | null,
  document: unknown,
  file?: { bytes: Uint8Array; type: string; name?: string },
) {
  const form = new FormData();
  form.set('document', typeof document === 'string' ? document : JSON.stringify(document));
  if (file)
    form.set('file', new Blob([file.bytes as BlobPart], { type: file.type }), file.name ?? 'f');
  const headers = login ? await t.authAs(login) : {};
  return t.app.request('/api/document', { method: 'POST', body: form, headers });
}
const issuesOf = async (response: Response) =>
  ((await response.json()) as ErrorBody).issues?.map(({ path, message }) => ({ path, message }));
const countDocuments = async () => (await t.database.db.select().from(documents)).length;

describe('uploading a document (POST /api/document)', () => {
  it('stores a PDF for a family person; the family lists and downloads the same bytes', async () => {
    const [parent] = await t.database.db
      .select({ personId: users.personId })
      .from(users)
      .where(eq(users.login, PARENT));
    const response = await upload(
      ADMIN,
      { name: '  Rechnung März.pdf ', type: 'INVOICE', ownerPersonId: parent!.personId },
      // The browser's claim does not count: the bytes make it a PDF.
      { bytes: PDF, type: 'text/plain', name: 'scan.txt' },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = (await response.json()) as DocumentRow;
    expect(stored).toMatchObject({
      name: 'Rechnung März.pdf',
      type: 'INVOICE',
      mimeType: 'application/pdf',
      size: PDF.byteLength,
      owner: expect.stringContaining('Becker'),
    });
    expect((await listOf(PARENT)).documents.map((row) => row.id)).toContain(stored.id);
    const download = await get(PARENT, `/api/document/${stored.id}/download`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    // Another family's person cannot read it.
    expect((await get('member@kitebook.test', `/api/document/${stored.id}`)).status).toBe(403);
  });

  it("takes a picture as the office's own document (no owner), which no family sees", async () => {
    const response = await upload(
      ADMIN,
      { name: 'Quittung', type: 'INVOICE_DRAFT' },
      { bytes: PNG, type: 'image/png' },
    );
    expect(response.status).toBe(200);
    const stored = (await response.json()) as DocumentRow;
    expect(stored).toMatchObject({ owner: null, mimeType: 'image/png' });
    expect((await get(PARENT, `/api/document/${stored.id}`)).status).toBe(403);
  });

  it('answers 400 on the field for each rule and stores nothing', async () => {
    const before = await countDocuments();
    const cases: [unknown, Parameters<typeof upload>[2], { path: string; message: string }][] = [
      [
        { type: 'INVOICE' },
        { bytes: PDF, type: 'application/pdf' },
        { path: 'name', message: 'documents.rules.name' },
      ],
      [
        { name: 'x', type: 'RECEIPT' },
        { bytes: PDF, type: 'application/pdf' },
        { path: 'type', message: 'documents.rules.type' },
      ],
      [
        { name: 'x', type: 'INVOICE' },
        undefined,
        { path: 'file', message: 'documents.rules.file' },
      ],
      [
        { name: 'x', type: 'INVOICE' },
        { bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'), type: 'application/pdf' },
        { path: 'file', message: 'documents.rules.fileType' },
      ],
      [
        { name: 'x', type: 'INVOICE', ownerPersonId: 2_000_000 },
        { bytes: PDF, type: 'application/pdf' },
        { path: 'ownerPersonId', message: 'documents.rules.owner' },
      ],
    ];
    for (const [document, file, issue] of cases) {
      const response = await upload(ADMIN, document, file);
      expect(response.status, JSON.stringify(document)).toBe(400);
      expect(await issuesOf(response)).toContainEqual(issue);
    }
    const broken = await upload(ADMIN, '{"name": ', { bytes: PDF, type: 'application/pdf' });
    expect(broken.status).toBe(400);
    expect(await countDocuments()).toBe(before);
  });

  it('refuses a file over the limit with 400 on file, before reading the whole body', async () => {
    const before = await countDocuments();
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(PDF);
    const response = await upload(
      ADMIN,
      { name: 'big', type: 'INVOICE' },
      { bytes: big, type: 'application/pdf' },
    );
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual([
      { path: 'file', message: 'documents.rules.fileTooLarge' },
    ]);
    expect(await countDocuments()).toBe(before);
  });

  it('is for ADMIN only: 401 without a session, 403 for families and other roles', async () => {
    const document = { name: 'Mine.pdf', type: 'INVOICE' };
    const file = { bytes: PDF, type: 'application/pdf' };
    expect((await upload(null, document, file)).status).toBe(401);
    for (const login of [
      PARENT,
      'member@kitebook.test',
      'instructor@kitebook.test',
      'sysadmin@kitebook.test',
    ])
      expect((await upload(login, document, file)).status, login).toBe(403);
  });
});

import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  documents,
  emailOutbox,
  invoiceLines,
  persons,
  users,
} from '../../server/db/schema';
import type { DocumentListAnswer } from '../../shared/model/document';
import {
  INVOICE_PRODUCT_NAMES,
  type InvoiceDetail,
  type InvoiceIssueAnswer,
  type InvoiceRow,
  type InvoiceRunAnswer,
} from '../../shared/model/invoice';
import { todayIn } from '../../shared/model/school-time';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Monthly invoices (issue 22.3, 22.4, 22.6) on the demo data: the run of last month for every
 * product, its rerun, the issue with gapless numbers under concurrent requests, the PDF, the
 * pre-notification in the outbox, a correction, the summaries and the family's view.
 */
let t: TestApp;
let admin: Record<string, string>;
let parent: Record<string, string>;
let year: number;
let month: number;

const call = async <T>(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  status = 200,
) => {
  const response = await t.call(method, path, { headers, body });
  expect(response.status, `${method} ${path} → ${await response.clone().text()}`).toBe(status);
  return (await response.json()) as T;
};
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text
    .replace(/\s+/g, ' ')
    .replace(/\u00a0/g, ' ');
const list = (product: string, headers = admin) =>
  call<InvoiceRow[]>(
    'GET',
    `/api/invoice/list?year=${year}&month=${month}&product=${product}`,
    headers,
  );
const run = (product: string) =>
  call<InvoiceRunAnswer>('PUT', '/api/invoice/run', admin, { year, month, product });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs('admin@kitebook.test');
  parent = await t.authAs('parent@kitebook.test');
  const today = todayIn('Europe/Berlin', t.clock.now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  year = m === 1 ? y - 1 : y;
  month = m === 1 ? 12 : m - 1;
});
afterAll(() => t.close());

describe('the invoice run', () => {
  const before = new Map<string, InvoiceRow[]>();

  it('makes a draft per family from the accepted bookings, lines adding up to the totals', async () => {
    let created = 0;
    for (const product of INVOICE_PRODUCT_NAMES) {
      const answer = await run(product);
      expect(answer.kept).toBe(0);
      created += answer.created;
      const rows = await list(product);
      expect(rows).toHaveLength(answer.created);
      expect(rows.every((row) => row.type === 'INVOICE_DRAFT' && row.number === null)).toBe(true);
      before.set(product, rows);
    }
    expect(created).toBeGreaterThan(20);
    const eca = before.get('eca')!;
    expect(eca.length).toBeGreaterThan(5);
    for (const row of eca.slice(0, 5)) {
      const detail = await call<InvoiceDetail>('GET', `/api/invoice/${row.documentId}`, admin);
      expect(detail.lines.length).toBe(row.lineCount);
      expect(detail.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(row.totalCents);
      for (const line of detail.lines) {
        expect(Number.isInteger(line.amountCents)).toBe(true);
        expect(line.amountCents).toBe(line.baseCents - line.discountCents);
        expect(line.labelKey).toBe('booking.price.monthlyCost');
      }
    }
  });

  it('changes nothing when run again for the same month', async () => {
    for (const product of INVOICE_PRODUCT_NAMES) {
      const answer = await run(product);
      expect(answer).toEqual({ created: 0, kept: before.get(product)!.length });
      expect(await list(product)).toEqual(before.get(product));
    }
  });

  it('refuses a month in the future, an unknown product and a document that is no invoice', async () => {
    const today = todayIn('Europe/Berlin', t.clock.now);
    const [y, m] = today.split('-').map(Number) as [number, number];
    const future = m === 12 ? { year: y + 1, month: 1 } : { year: y, month: m + 1 };
    const late = await t.call('PUT', '/api/invoice/run', {
      headers: admin,
      body: { ...future, product: 'eca' },
    });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({
      issues: [{ path: 'month', message: 'invoice.futureMonth' }],
    });
    const unknown = await t.call('PUT', '/api/invoice/run', {
      headers: admin,
      body: { year, month, product: 'school' },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      issues: [{ path: 'product', message: 'invoice.unknownProduct' }],
    });
    const csv = await t.call('GET', `/api/invoice/summary-csv/${future.year}/${future.month}`, {
      headers: admin,
    });
    expect(csv.status).toBe(400);
    const [upload] = await t.database.db
      .insert(documents)
      .values({ name: 'Letter', type: 'INVOICE', mimeType: 'application/pdf' })
      .returning({ id: documents.id });
    const other = await t.call('GET', `/api/invoice/${upload!.id}`, { headers: admin });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ message: 'invoice.notAnInvoice' });
    const correct = await t.call('PUT', '/api/invoice/correct', {
      headers: admin,
      body: { documentId: upload!.id },
    });
    expect(correct.status).toBe(400);
    const draft = before.get('eca')![0]!;
    const notIssued = await t.call('PUT', '/api/invoice/correct', {
      headers: admin,
      body: { documentId: draft.documentId },
    });
    expect(notIssued.status).toBe(400);
    expect(await notIssued.json()).toMatchObject({ message: 'invoice.notAnInvoice' });
  });

  it('keeps drafts from the families: parent@ lists none and may not open its own', async () => {
    const own = await call<DocumentListAnswer>('GET', '/api/document/list?pageSize=200', parent);
    expect(own.documents.some((document) => document.type === 'INVOICE_DRAFT')).toBe(false);
    const parentDraft = await parentInvoice('INVOICE_DRAFT');
    const refused = await t.call('GET', `/api/document/${parentDraft.documentId}/download`, {
      headers: parent,
    });
    expect(refused.status).toBe(403);
  });
});

/** parent@'s family's invoice or draft of the month (its first product with one). */
async function parentInvoice(type: InvoiceRow['type']): Promise<InvoiceRow> {
  const [customer] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(users, eq(users.personId, customers.personId))
    .where(eq(users.login, 'parent@kitebook.test'));
  for (const product of INVOICE_PRODUCT_NAMES) {
    const row = (await list(product)).find((r) => r.customerId === customer!.id && r.type === type);
    if (row) return row;
  }
  throw new Error(`parent@ has no ${type} in ${year}-${month}`);
}

describe('issuing', () => {
  let issued: InvoiceRow[] = [];

  it('numbers the drafts without gaps when several requests issue at once', async () => {
    const all = (await Promise.all(INVOICE_PRODUCT_NAMES.map((product) => list(product)))).flat();
    const parentDraft = await parentInvoice('INVOICE_DRAFT');
    // parent@'s draft and 29 others (every draft would only take longer).
    const drafts = [
      parentDraft,
      ...all.filter((row) => row.documentId !== parentDraft.documentId).slice(0, 29),
    ];
    // Five requests at once, interleaved drafts each.
    const batches = [0, 1, 2, 3, 4].map((k) =>
      drafts.filter((_, i) => i % 5 === k).map((row) => row.documentId),
    );
    const answers = await Promise.all(
      batches.map((documentIds) =>
        call<InvoiceIssueAnswer>('PUT', '/api/invoice/issue', admin, { documentIds }),
      ),
    );
    issued = answers.flatMap((answer) => answer.issued);
    expect(issued).toHaveLength(drafts.length);
    const issueYear = Number(todayIn('Europe/Berlin', t.clock.now).slice(0, 4));
    const numbers = issued.map((row) => row.number!).sort();
    expect(numbers).toEqual(drafts.map((_, i) => `${issueYear}-${String(i + 1).padStart(5, '0')}`));
    for (const row of issued) {
      expect(row.type).toBe('INVOICE');
      expect(row.collectionDate! > row.issuedOn!).toBe(true);
    }
    const again = await t.call('PUT', '/api/invoice/issue', {
      headers: admin,
      body: { documentIds: [issued[0]!.documentId] },
    });
    expect(again.status).toBe(409);
  });

  it('queues each family a pre-notification with the amount and collection day, in its language', async () => {
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.subject,
          issued
            .map((row) => `Kitebook: invoice ${row.number}`)
            .concat(issued.map((row) => `Kitebook: Rechnung ${row.number}`)),
        ),
      );
    expect(rows.length).toBeGreaterThan(issued.length * 0.8);
    const mine = await parentInvoice('INVOICE');
    const [parentMail] = rows.filter((row) => row.subject.endsWith(mine.number!));
    expect(parentMail!.recipient).toBe('parent@kitebook.test');
    const euros = (mine.totalCents / 100).toFixed(2);
    expect(parentMail!.text).toContain(
      euros.replace('.', parentMail!.language === 'DE' ? ',' : '.'),
    );
    expect(parentMail!.text).toMatch(/\/my\/documents/);
  });

  it("shows the family its issued invoice: the PDF in the family's language, other families' refused", async () => {
    const mine = await parentInvoice('INVOICE');
    const own = await call<DocumentListAnswer>('GET', '/api/document/list?pageSize=200', parent);
    expect(own.documents.map((document) => document.id)).toContain(mine.documentId);
    const response = await t.call('GET', `/api/document/${mine.documentId}/download`, {
      headers: parent,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(mine.number!);
    const [line] = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.documentId, mine.documentId));
    expect(text).toContain(line!.participantName);
    const euros = (mine.totalCents / 100).toFixed(2);
    expect(text.replace(/,/g, '.')).toContain(euros);
    const other = issued.find((row) => row.customerId !== mine.customerId)!;
    const refused = await t.call('GET', `/api/document/${other.documentId}/download`, {
      headers: parent,
    });
    expect(refused.status).toBe(403);
  });

  it('corrects an invoice: the old one superseded, a new one issued with the next number', async () => {
    const old = issued[0]!;
    const corrected = await call<InvoiceRow>('PUT', '/api/invoice/correct', admin, {
      documentId: old.documentId,
    });
    const issueYear = Number(todayIn('Europe/Berlin', t.clock.now).slice(0, 4));
    expect(corrected).toMatchObject({
      type: 'INVOICE',
      customerId: old.customerId,
      totalCents: old.totalCents,
    });
    expect(corrected.number).toBe(`${issueYear}-${String(issued.length + 1).padStart(5, '0')}`);
    const rows = await list(old.product);
    expect(rows.find((row) => row.documentId === old.documentId)!.type).toBe('SUPERSEDED_INVOICE');
    const [pdf] = await t.database.db
      .select({ content: documents.content })
      .from(documents)
      .where(eq(documents.id, corrected.documentId));
    expect(await pdfText(pdf!.content!)).toContain(old.number!);
    expect(await run(old.product)).toMatchObject({ created: 0 });
  });
});

describe('summaries', () => {
  it('answers the xlsx with a row per issued invoice, read back with exceljs', async () => {
    const response = await t.call('GET', `/api/invoice/summary-xlsx/${year}/${month}`, {
      headers: admin,
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const issued = (await Promise.all(INVOICE_PRODUCT_NAMES.map((product) => list(product))))
      .flat()
      .filter((row) => row.type === 'INVOICE');
    const byNumber = new Map(issued.map((row) => [row.number, row]));
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row, index) => index > 1 && rows.push(row));
    const data = rows.slice(0, -1);
    expect(data).toHaveLength(issued.length);
    for (const row of data) {
      const invoice = byNumber.get(String(row.getCell(4).value))!;
      expect(invoice, String(row.getCell(4).value)).toBeDefined();
      expect(Math.round(Number(row.getCell(7).value) * 100)).toBe(invoice.totalCents);
      expect(Math.round(Number(row.getCell(6).value) * 100)).toBe(invoice.vatCents);
      expect(row.getCell(3).value).toBe(invoice.product);
    }
    const total = rows.at(-1)!;
    expect(Math.round(Number(total.getCell(7).value) * 100)).toBe(
      issued.reduce((sum, row) => sum + row.totalCents, 0),
    );
  });

  it('answers the CSV in UTF-8 with a byte order mark and the whole IBAN for the office', async () => {
    const response = await t.call('GET', `/api/invoice/summary-csv/${year}/${month}`, {
      headers: admin,
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [customer] = await t.database.db
      .select({ iban: customers.iban })
      .from(customers)
      .innerJoin(users, eq(users.personId, customers.personId))
      .where(eq(users.login, 'parent@kitebook.test'));
    expect(text).toContain(`"${customer!.iban}"`);
    expect(text.split('\r\n')[0]).toContain('"Invoice number"');
  });
});

describe('who reaches invoices', () => {
  const routes = (documentId: number) =>
    [
      ['PUT', '/api/invoice/run', { year: 2026, month: 1, product: 'eca' }],
      ['GET', '/api/invoice/list?year=2026&month=1&product=eca'],
      ['GET', `/api/invoice/${documentId}`],
      ['PUT', '/api/invoice/issue', { documentIds: [documentId] }],
      ['PUT', '/api/invoice/correct', { documentId }],
      ['GET', '/api/invoice/summary-xlsx/2026/1'],
      ['GET', '/api/invoice/summary-csv/2026/1'],
    ] as const;

  it('refuses every route to each other role, and anonymous callers', async () => {
    const [any] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.type, 'INVOICE')));
    for (const login of ['sysadmin', 'instructor', 'parent', 'member', 'guardian', 'provider']) {
      const headers = await t.authAs(`${login}@kitebook.test`);
      for (const [method, path, body] of routes(any!.id)) {
        const response = await t.call(method, path, { headers, body });
        expect(response.status, `${login} ${method} ${path}`).toBe(403);
      }
    }
    for (const [method, path, body] of routes(any!.id)) {
      const response = await t.call(method, path, { body });
      expect(response.status, `anonymous ${method} ${path}`).toBe(401);
    }
  });

  it('names the family owner on the invoice document', async () => {
    const mine = await parentInvoice('INVOICE');
    const [owner] = await t.database.db
      .select({ login: users.login })
      .from(documents)
      .innerJoin(persons, eq(persons.id, documents.ownerPersonId))
      .innerJoin(users, eq(users.personId, persons.id))
      .where(eq(documents.id, mine.documentId));
    expect(owner!.login).toBe('parent@kitebook.test');
  });
});

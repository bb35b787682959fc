import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  configuration,
  customers,
  directDebitCollections,
  emailOutbox,
  emailOutboxAttachments,
} from '../../server/db/schema';
import { centsOf, pain008Errors, pain008Texts } from '../../server/testing/pain008-schema';
import type { InvoiceDebitReport } from '../../shared/model/direct-debit';
import type { ErrorBody } from '../../shared/model/errors';
import type { InvoiceIssueAnswer, InvoiceRow } from '../../shared/model/invoice';
import { todayIn } from '../../shared/model/school-time';
import { bookingYearId, insertFamily, insertService } from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The monthly invoices' direct debit files (issue 22.5): three families of this file booked into
 * an ECA service of its own — two with a mandate, one without — invoiced last month and this
 * month through the API; the month's file, its report, one invoice's file, refusals and roles.
 */
let t: TestApp;
let admin: Record<string, string>;
const months: { year: number; month: number }[] = [];
const own = { a: 0, b: 0, none: 0 };
/** Our families' issued invoices per month (index into `months`). */
const issued: InvoiceRow[][] = [];

const segment = (product: string, kind: string) => `direct-debit-${product}-${kind}`;
const monthPath = (kind: string, { year, month }: { year: number; month: number }, p = 'eca') =>
  `/api/invoice/${segment(p, kind)}/${year}/${month}`;

async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await t.call(method, path, { headers: admin, body });
  expect(response.status, `${method} ${path} → ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

async function xml(path: string): Promise<string> {
  const response = await t.call('GET', path, { headers: admin });
  expect(response.status, `${path} → ${await response.clone().text()}`).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  return response.text();
}

const report = (index: number) =>
  json<InvoiceDebitReport>('GET', monthPath('report', months[index]!));

/** The sequence type of the collection `endToEndId` in the file. */
const sequenceOf = (file: string, endToEndId: string) =>
  pain008Texts(
    file,
    `//p:PmtInf[p:DrctDbtTxInf/p:PmtId/p:EndToEndId='${endToEndId}']/p:PmtTpInf/p:SeqTp`,
  );

const recorded = async () =>
  (await t.database.db.select({ id: directDebitCollections.id }).from(directDebitCollections))
    .length;

/** Runs the month's ECA invoices and issues our three families' drafts. */
async function invoiceMonth(index: number) {
  const { year, month } = months[index]!;
  await json('PUT', '/api/invoice/run', { year, month, product: 'eca' });
  const rows = await json<InvoiceRow[]>(
    'GET',
    `/api/invoice/list?year=${year}&month=${month}&product=eca`,
  );
  const ours = rows.filter((row) => Object.values(own).includes(row.customerId));
  expect(ours).toHaveLength(3);
  const answer = await json<InvoiceIssueAnswer>('PUT', '/api/invoice/issue', {
    documentIds: ours.map((row) => row.documentId),
  });
  issued[index] = answer.issued;
}
const invoiceOf = (index: number, customerId: number) =>
  issued[index]!.find((row) => row.customerId === customerId)!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs('admin@kitebook.test');
  const today = todayIn('Europe/Berlin', t.clock.now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  months.push(m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 }, {
    year: y,
    month: m,
  });
  const db = t.database.db;
  const schoolYearId = await bookingYearId(db, t.clock.now);
  const first = months[0]!;
  const service = await insertService(db, {
    schoolYearId,
    name: 'SEPA Chess',
    startDate: `${first.year}-${String(first.month).padStart(2, '0')}-01`,
    endDate: `${y + 1}-12-31`,
    totalPrice: 45,
    memberPrice: 40,
  });
  const mandateDate = `${first.year - 1}-06-01`;
  for (const [key, bank] of [
    ['a', { iban: 'DE89370400440532013000', mandateId: 'KB-M-INV-A', mandateDate }],
    ['b', { iban: 'DE02120300000000202051', mandateId: 'KB-M-INV-B', mandateDate }],
    ['none', { iban: 'DE89370400440532013000' }],
  ] as const) {
    const family = await insertFamily(db, { login: `sepa-${key}@kitebook.test`, schoolYearId });
    await db.update(customers).set(bank).where(eq(customers.id, family.customerId));
    await db.insert(bookings).values({
      participantId: family.participantId,
      eventId: service.id,
      bookingStatus: 'ACCEPTED',
    });
    own[key] = family.customerId;
  }
  await invoiceMonth(0);
});

afterAll(async () => {
  await t?.close();
});

describe('the month’s direct debit file of a product', () => {
  it('reports the collections per date and sequence type and the family without a mandate', async () => {
    const answer = await report(0);
    const a = invoiceOf(0, own.a);
    const b = invoiceOf(0, own.b);
    expect(answer).toMatchObject({ product: 'eca', ...months[0], count: 2 });
    expect(answer.controlSumCents).toBe(a.totalCents + b.totalCents);
    expect(answer.groups).toEqual([
      {
        collectionDate: a.collectionDate,
        sequenceType: 'FRST',
        count: 2,
        controlSumCents: a.totalCents + b.totalCents,
      },
    ]);
    const none = invoiceOf(0, own.none);
    expect(answer.leftOut).toEqual([
      {
        customerId: own.none,
        name: 'Test sepa-none@kitebook.test',
        reference: none.number,
        amountCents: none.totalCents,
        reason: 'NO_MANDATE',
      },
    ]);
    expect(await recorded()).toBe(0);
  });

  it('downloads a file the schema accepts: an invoice per collection, sums equal to the invoices', async () => {
    const file = await xml(monthPath('xml', months[0]!));
    expect(pain008Errors(file)).toEqual([]);
    const a = invoiceOf(0, own.a);
    const b = invoiceOf(0, own.b);
    const total = a.totalCents + b.totalCents;
    const { year, month } = months[0]!;
    expect(pain008Texts(file, '//p:GrpHdr/p:MsgId')).toEqual([
      `INV-${year}${String(month).padStart(2, '0')}-ECA`,
    ]);
    expect(pain008Texts(file, '//p:GrpHdr/p:CtrlSum').map(centsOf)).toEqual([total]);
    expect(pain008Texts(file, '//p:PmtInf/p:CtrlSum').map(centsOf)).toEqual([total]);
    expect(pain008Texts(file, '//p:PmtInf/p:ReqdColltnDt')).toEqual([a.collectionDate]);
    expect(pain008Texts(file, '//p:EndToEndId').sort()).toEqual([a.number, b.number].sort());
    for (const invoice of [a, b]) {
      const collection = `//p:DrctDbtTxInf[p:PmtId/p:EndToEndId='${invoice.number}']`;
      expect(pain008Texts(file, `${collection}/p:InstdAmt`).map(centsOf)).toEqual([
        invoice.totalCents,
      ]);
      expect(pain008Texts(file, `${collection}/p:RmtInf/p:Ustrd`)[0]).toContain(invoice.number);
      expect(sequenceOf(file, invoice.number!)).toEqual(['FRST']);
    }
    expect(pain008Texts(file, '//p:MndtId').sort()).toEqual(['KB-M-INV-A', 'KB-M-INV-B']);
    expect(file).not.toContain(invoiceOf(0, own.none).number!);
  });

  it('gives the same collections when downloaded again, recording nothing twice', async () => {
    const before = await recorded();
    expect(before).toBe(2);
    const again = await xml(monthPath('xml', months[0]!));
    expect(pain008Texts(again, '//p:PmtTpInf/p:SeqTp')).toEqual(['FRST']);
    expect(await recorded()).toBe(before);
  });

  it('collects RCUR from the same mandates the next month', async () => {
    await invoiceMonth(1);
    const answer = await report(1);
    expect(answer.groups.map((group) => [group.sequenceType, group.count])).toEqual([['RCUR', 2]]);
    const file = await xml(monthPath('xml', months[1]!));
    expect(pain008Errors(file)).toEqual([]);
    expect(sequenceOf(file, invoiceOf(1, own.a).number!)).toEqual(['RCUR']);
    expect(sequenceOf(file, invoiceOf(1, own.b).number!)).toEqual(['RCUR']);
    expect(pain008Texts(file, '//p:GrpHdr/p:CtrlSum').map(centsOf)).toEqual([
      answer.controlSumCents,
    ]);
  });

  it('mails the file as an attachment when asked', async () => {
    const file = await xml(`${monthPath('xml', months[1]!)}?email=office%40example.org`);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'office@example.org'));
    expect(mail!.text).toMatch(/After-school activities|Nachmittagsangebote|invoice|Rechnung/);
    expect(mail!.text).not.toMatch(/membership|Mitgliedsbeitr/i);
    const [attachment] = await t.database.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, mail!.id));
    const { year, month } = months[1]!;
    expect(attachment!.filename).toBe(
      `invoices-eca-${year}-${String(month).padStart(2, '0')}-direct-debit.xml`,
    );
    expect(new TextDecoder().decode(attachment!.content)).toBe(file);
  });
});

describe('one invoice’s direct debit file', () => {
  const byDocument = (documentId: number, product = 'eca') =>
    `/api/invoice/${segment(product, 'by-document')}/${documentId}`;

  it('answers the file of one issued invoice', async () => {
    const a = invoiceOf(1, own.a);
    const file = await xml(byDocument(a.documentId));
    expect(pain008Errors(file)).toEqual([]);
    expect(pain008Texts(file, '//p:EndToEndId')).toEqual([a.number]);
    expect(pain008Texts(file, '//p:GrpHdr/p:CtrlSum').map(centsOf)).toEqual([a.totalCents]);
    // Recorded by the month's file already: the same collection, the same sequence type.
    expect(sequenceOf(file, a.number!)).toEqual(['RCUR']);
  });

  it('refuses a draft, another product and a family without a mandate', async () => {
    const before = await recorded();
    const drafts = await json<InvoiceRow[]>(
      'GET',
      `/api/invoice/list?year=${months[1]!.year}&month=${months[1]!.month}&product=eca`,
    );
    const draft = drafts.find((row) => row.type === 'INVOICE_DRAFT')!;
    for (const path of [
      byDocument(draft.documentId),
      byDocument(invoiceOf(1, own.a).documentId, 'school-bus'),
    ]) {
      const response = await t.call('GET', path, { headers: admin });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as ErrorBody).message).toBe('invoice.notAnInvoice');
    }
    const none = await t.call('GET', byDocument(invoiceOf(1, own.none).documentId), {
      headers: admin,
    });
    expect(none.status).toBe(409);
    expect(((await none.json()) as ErrorBody).message).toBe(
      'directDebit.notCollectable.NO_MANDATE',
    );
    expect((await t.call('GET', byDocument(2_000_000_000), { headers: admin })).status).toBe(404);
    expect(await recorded()).toBe(before);
  });
});

describe('bad input and conflicts', () => {
  it('refuses a future month, an unknown product, bad numbers and a bad address, recording nothing', async () => {
    const before = await recorded();
    const { year, month } = months[1]!;
    const future = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    for (const [path, field, message] of [
      [monthPath('xml', future), 'month', 'invoice.futureMonth'],
      [monthPath('report', future), 'month', 'invoice.futureMonth'],
      [monthPath('xml', months[0]!, 'school'), 'product', 'invoice.unknownProduct'],
      [monthPath('report', months[0]!, 'parents-association'), 'product', 'invoice.unknownProduct'],
      [`/api/invoice/${segment('eca', 'xml')}/20x6/1`, 'year', null],
      [`/api/invoice/${segment('eca', 'report')}/${year}/13`, 'month', null],
      [`/api/invoice/${segment('school', 'by-document')}/1`, 'product', 'invoice.unknownProduct'],
      [`${monthPath('xml', months[0]!)}?email=nobody`, 'email', null],
    ] as const) {
      const response = await t.call('GET', path, { headers: admin });
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(
        body.issues?.map((issue) => issue.path),
        path,
      ).toContain(field);
      if (message) expect(body.issues).toContainEqual({ path: field, message });
    }
    expect(await recorded()).toBe(before);
    const mails = await t.database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(inArray(emailOutbox.recipient, ['nobody']));
    expect(mails).toEqual([]);
  });

  it('answers 409 when there is nothing to collect or the creditor is incomplete', async () => {
    const empty = await t.call('GET', monthPath('xml', months[0]!, 'holiday-camp'), {
      headers: admin,
    });
    expect(empty.status).toBe(409);
    expect(((await empty.json()) as ErrorBody).message).toBe('directDebit.nothingToCollect');
    const [iban] = await t.database.db
      .select({ value: configuration.value })
      .from(configuration)
      .where(eq(configuration.key, 'sepaCreditorIban'));
    await t.database.db
      .update(configuration)
      .set({ value: '' })
      .where(eq(configuration.key, 'sepaCreditorIban'));
    try {
      for (const path of [monthPath('xml', months[0]!), monthPath('report', months[0]!)]) {
        const response = await t.call('GET', path, { headers: admin });
        expect(response.status, path).toBe(409);
        expect(((await response.json()) as ErrorBody).message).toBe(
          'directDebit.creditorIncomplete',
        );
      }
    } finally {
      await t.database.db
        .update(configuration)
        .set({ value: iban!.value })
        .where(eq(configuration.key, 'sepaCreditorIban'));
    }
  });
});

describe('who reaches the invoices’ direct debits', () => {
  it('lets only ADMIN in', async () => {
    const paths = [
      monthPath('xml', months[0]!),
      monthPath('report', months[0]!),
      `/api/invoice/${segment('eca', 'by-document')}/${invoiceOf(0, own.a).documentId}`,
    ];
    const logins = ['sysadmin', 'instructor', 'parent', 'member', 'guardian', 'provider'];
    for (const path of paths) {
      expect((await t.call('GET', path)).status, `${path} signed out`).toBe(401);
      for (const login of logins) {
        const response = await t.call('GET', path, {
          headers: await t.authAs(`${login}@kitebook.test`),
        });
        expect(response.status, `${path} as ${login}`).toBe(403);
      }
      expect((await t.call('GET', path, { headers: admin })).status, path).toBe(200);
    }
  });
});

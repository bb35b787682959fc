import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuration, customers } from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { createEmailQueue } from '../../server/mail/email-queue';
import { createMailer } from '../../server/mail/mailer';
import { centsOf, pain008Errors, pain008Texts } from '../../server/testing/pain008-schema';
import type { MembershipDebitReport } from '../../shared/model/direct-debit';
import type { ErrorBody } from '../../shared/model/errors';
import { addDays, bookingYearId, insertFamily } from './support/service-fixtures';
import { startSmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The parents' association's membership fees as a pain.008 file (issue 22.5): the demo's member
 * families plus four of this file's own — one with a valid mandate, one without, one with a
 * broken IBAN, one whose mandate lay unused for more than 36 months.
 */
let FIRST_DATE: string;
let SECOND_DATE: string;
let THIRD_DATE: string;
const FEE = 3000;
const XML_PATH = '/api/invoice/direct-debit-parents-association-xml';
const REPORT_PATH = '/api/invoice/direct-debit-parents-association-report';

let t: TestApp;
let admin: Record<string, string>;
const own = { valid: 0, noMandate: 0, badIban: 0, expired: 0 };

async function memberFamily(login: string, bank: Partial<typeof customers.$inferInsert>) {
  const schoolYearId = await bookingYearId(t.database.db, t.clock.now);
  const family = await insertFamily(t.database.db, { login, schoolYearId, hasMembership: true });
  await t.database.db.update(customers).set(bank).where(eq(customers.id, family.customerId));
  return family.customerId;
}

const endToEnd = (date: string, customerId: number) =>
  `ELV-${date.replaceAll('-', '')}-${customerId}`;

async function report(date: string): Promise<MembershipDebitReport> {
  const response = await t.call('GET', `${REPORT_PATH}?paymentDate=${date}`, { headers: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as MembershipDebitReport;
}

async function xml(date: string, extra = ''): Promise<string> {
  const response = await t.call('GET', `${XML_PATH}?paymentDate=${date}${extra}`, {
    headers: admin,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="parents-association-direct-debit-${date}.xml"`,
  );
  return response.text();
}

/** The sequence type the file gives the collection `endToEndId`. */
const sequenceOf = (file: string, endToEndId: string) =>
  pain008Texts(
    file,
    `//p:PmtInf[p:DrctDbtTxInf/p:PmtId/p:EndToEndId='${endToEndId}']/p:PmtTpInf/p:SeqTp`,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs('admin@kitebook.test');
  FIRST_DATE = addDays(t.clock.now, 10);
  SECOND_DATE = addDays(t.clock.now, 40);
  THIRD_DATE = addDays(t.clock.now, 70);
  own.valid = await memberFamily('dd-valid@kitebook.test', {
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    mandateId: 'KB-M-DD-VALID',
    mandateDate: addDays(t.clock.now, -100),
  });
  own.noMandate = await memberFamily('dd-none@kitebook.test', { iban: 'DE89370400440532013000' });
  own.badIban = await memberFamily('dd-iban@kitebook.test', {
    iban: 'DE89370400440532013001',
    mandateId: 'KB-M-DD-IBAN',
    mandateDate: addDays(t.clock.now, -100),
  });
  own.expired = await memberFamily('dd-old@kitebook.test', {
    iban: 'DE89370400440532013000',
    mandateId: 'KB-M-DD-OLD',
    mandateDate: addDays(t.clock.now, -4 * 365),
  });
});

afterAll(async () => {
  await t?.close();
});

describe('the parents’ association’s direct debit', () => {
  it('reports the collections and the families left out, before any file', async () => {
    const answer = await report(FIRST_DATE);
    expect(answer.paymentDate).toBe(FIRST_DATE);
    expect(answer.feeCents).toBe(FEE);
    expect(answer.count).toBeGreaterThan(1);
    expect(answer.controlSumCents).toBe(answer.count * FEE);
    expect(answer.groups).toEqual([
      {
        collectionDate: FIRST_DATE,
        sequenceType: 'FRST',
        count: answer.count,
        controlSumCents: answer.count * FEE,
      },
    ]);
    const reasons = new Map(answer.leftOut.map((family) => [family.customerId, family.reason]));
    expect(reasons.get(own.noMandate)).toBe('NO_MANDATE');
    expect(reasons.get(own.badIban)).toBe('INVALID_ACCOUNT');
    expect(reasons.get(own.expired)).toBe('MANDATE_EXPIRED');
    expect(reasons.has(own.valid)).toBe(false);
    const members = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.hasMembership, true));
    expect(answer.count + answer.leftOut.length).toBe(members.length);
  });

  it('downloads a file the schema accepts, control sums to the cent, the left-out ones not in it', async () => {
    const expected = await report(FIRST_DATE);
    const file = await xml(FIRST_DATE);
    expect(pain008Errors(file)).toEqual([]);
    const amounts = pain008Texts(file, '//p:DrctDbtTxInf/p:InstdAmt').map(centsOf);
    expect(amounts).toHaveLength(expected.count);
    expect(amounts.every((cents) => cents === FEE)).toBe(true);
    expect(pain008Texts(file, '//p:GrpHdr/p:CtrlSum').map(centsOf)).toEqual([
      expected.controlSumCents,
    ]);
    expect(pain008Texts(file, '//p:GrpHdr/p:NbOfTxs')).toEqual([String(expected.count)]);
    expect(pain008Texts(file, '//p:PmtInf/p:CtrlSum').map(centsOf)).toEqual([
      expected.controlSumCents,
    ]);
    expect(pain008Texts(file, '//p:CdtrSchmeId//p:Othr/p:Id')).toEqual(['DE98ZZZ09999999999']);
    expect(pain008Texts(file, '//p:PmtInf/p:ReqdColltnDt')).toEqual([FIRST_DATE]);
    expect(sequenceOf(file, endToEnd(FIRST_DATE, own.valid))).toEqual(['FRST']);
    const endToEndIds = pain008Texts(file, '//p:EndToEndId');
    for (const left of [own.noMandate, own.badIban, own.expired])
      expect(endToEndIds).not.toContain(endToEnd(FIRST_DATE, left));
    const ownCollection = `//p:DrctDbtTxInf[p:PmtId/p:EndToEndId='${endToEnd(FIRST_DATE, own.valid)}']`;
    expect(pain008Texts(file, `${ownCollection}//p:MndtId`)).toEqual(['KB-M-DD-VALID']);
    expect(pain008Texts(file, `${ownCollection}//p:DtOfSgntr`)).toEqual([
      addDays(t.clock.now, -100),
    ]);
    expect(pain008Texts(file, `${ownCollection}/p:RmtInf/p:Ustrd`)).toEqual([
      `Mitgliedsbeitrag Elternverein ${FIRST_DATE.slice(0, 4)}`,
    ]);
  });

  it('collects FRST first, then RCUR on a later date; the same date again gives the same file', async () => {
    const again = await xml(FIRST_DATE);
    expect(sequenceOf(again, endToEnd(FIRST_DATE, own.valid))).toEqual(['FRST']);
    expect(pain008Texts(again, '//p:PmtTpInf/p:SeqTp')).toEqual(['FRST']);

    const later = await report(SECOND_DATE);
    expect(later.groups).toEqual([
      {
        collectionDate: SECOND_DATE,
        sequenceType: 'RCUR',
        count: later.count,
        controlSumCents: later.count * FEE,
      },
    ]);
    const file = await xml(SECOND_DATE);
    expect(pain008Errors(file)).toEqual([]);
    expect(sequenceOf(file, endToEnd(SECOND_DATE, own.valid))).toEqual(['RCUR']);
    expect(pain008Texts(file, '//p:PmtTpInf/p:SeqTp')).toEqual(['RCUR']);
  });

  it('starts a new mandate with FRST again', async () => {
    await t.database.db
      .update(customers)
      .set({ mandateId: 'KB-M-DD-VALID-2', mandateDate: addDays(t.clock.now, -1) })
      .where(eq(customers.id, own.valid));
    const file = await xml(THIRD_DATE);
    expect(sequenceOf(file, endToEnd(THIRD_DATE, own.valid))).toEqual(['FRST']);
    expect(pain008Texts(file, '//p:PmtTpInf/p:SeqTp')).toEqual(['FRST', 'RCUR']);
    expect(pain008Errors(file)).toEqual([]);
  });

  it('mails the file as an attachment through the outbox when asked', async () => {
    const sink = await startSmtpSink();
    const logger = createLogger('error');
    const mailer = createMailer({
      db: t.database.db,
      logger,
      smtpUrl: sink.url,
      from: 'noreply@kitebook.test',
    });
    const queue = createEmailQueue({ db: t.database.db, mailer, logger, pollMs: 30 });
    try {
      const date = addDays(t.clock.now, 100);
      const file = await xml(date, '&email=treasurer%40example.org');
      queue.start();
      const end = Date.now() + 20_000;
      while (sink.messages.length === 0 && Date.now() < end)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const [message] = sink.messages;
      expect(message?.to).toEqual(['treasurer@example.org']);
      expect(message!.raw).toContain(`parents-association-direct-debit-${date}.xml`);
      const base64 =
        /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
          message!.raw.slice(message!.raw.indexOf('application/xml')),
        )?.[1];
      const attached = Buffer.from(base64!.replace(/\s/g, ''), 'base64').toString('utf8');
      expect(attached).toBe(file);
    } finally {
      await queue.stop();
      mailer.close();
      await sink.close();
    }
  });

  it('refuses a collection date that is missing, no date, or not after today (400)', async () => {
    const today = addDays(t.clock.now, 0);
    for (const [query, message] of [
      ['', null],
      ['?paymentDate=tomorrow', 'directDebit.paymentDate'],
      ['?paymentDate=2031-02-30', 'directDebit.paymentDate'],
      ['?paymentDate=2020-01-15', 'directDebit.paymentDateFuture'],
      [`?paymentDate=${today}`, 'directDebit.paymentDateFuture'],
    ] as const) {
      for (const path of [XML_PATH, REPORT_PATH]) {
        const response = await t.call('GET', `${path}${query}`, { headers: admin });
        expect(response.status, `${path}${query}`).toBe(400);
        const body = (await response.json()) as ErrorBody;
        expect(body.issues?.[0]?.path).toBe('paymentDate');
        if (message) expect(body.issues).toContainEqual({ path: 'paymentDate', message });
      }
    }
    const badMail = await t.call(
      'GET',
      `${XML_PATH}?paymentDate=${addDays(t.clock.now, 120)}&email=nobody`,
      {
        headers: admin,
      },
    );
    expect(badMail.status).toBe(400);
    const after = await report(addDays(t.clock.now, 120));
    expect(after.groups.map((group) => group.sequenceType)).not.toContain('OOFF');
  });

  it('answers 409 while the creditor is not configured', async () => {
    await t.database.db
      .update(configuration)
      .set({ value: '' })
      .where(eq(configuration.key, 'sepaCreditorId'));
    try {
      for (const path of [XML_PATH, REPORT_PATH]) {
        const response = await t.call('GET', `${path}?paymentDate=${addDays(t.clock.now, 130)}`, {
          headers: admin,
        });
        expect(response.status).toBe(409);
        expect(((await response.json()) as ErrorBody).message).toBe(
          'directDebit.creditorIncomplete',
        );
      }
    } finally {
      await t.database.db
        .update(configuration)
        .set({ value: 'DE98ZZZ09999999999' })
        .where(eq(configuration.key, 'sepaCreditorId'));
    }
  });

  it('lets only ADMIN in', async () => {
    const logins = [
      'sysadmin@kitebook.test',
      'instructor@kitebook.test',
      'parent@kitebook.test',
      'member@kitebook.test',
      'guardian@kitebook.test',
      'provider@kitebook.test',
    ];
    for (const path of [XML_PATH, REPORT_PATH]) {
      const url = `${path}?paymentDate=${addDays(t.clock.now, 150)}`;
      expect((await t.call('GET', url)).status, `${path} signed out`).toBe(401);
      for (const login of logins) {
        const response = await t.call('GET', url, { headers: await t.authAs(login) });
        expect(response.status, `${path} as ${login}`).toBe(403);
      }
      expect((await t.call('GET', url, { headers: admin })).status).toBe(200);
    }
  });
});

describe('the SEPA creditor’s configuration', () => {
  it('refuses a wrong IBAN, BIC, creditor identifier or fee with 400 and stores nothing', async () => {
    const headers = await t.authAs('sysadmin@kitebook.test');
    const current = (await (await t.call('GET', '/api/configuration', { headers })).json()) as {
      key: string;
      value: string;
      version: number;
    }[];
    const versionOf = (key: string) => current.find((parameter) => parameter.key === key)!.version;
    for (const [key, value, message] of [
      ['sepaCreditorId', 'DE97ZZZ09999999999', 'shared.rules.creditor-id'],
      ['sepaCreditorIban', 'DE02120300000000202052', 'my.person.payment.invalid-iban'],
      ['sepaCreditorIban', 'DE02 1203 0000 0000 2020 51', 'my.person.payment.invalid-iban'],
      ['sepaCreditorBic', 'BYLADEM', '!.rules.bic-rule'],
      ['membershipFeeCents', '30.00', 'configuration.wholeNumber'],
    ] as const) {
      const response = await t.call('PUT', '/api/configuration', {
        headers,
        body: [{ key, value, version: versionOf(key) }],
      });
      expect(response.status, `${key} ${value}`).toBe(400);
      expect(((await response.json()) as ErrorBody).issues).toEqual([{ path: '0.value', message }]);
    }
    const after = (await (
      await t.call('GET', '/api/configuration', { headers })
    ).json()) as typeof current;
    expect(after).toEqual(current);
    const saved = await t.call('PUT', '/api/configuration', {
      headers,
      body: [
        { key: 'membershipFeeCents', value: '2500', version: versionOf('membershipFeeCents') },
      ],
    });
    expect(saved.status).toBe(200);
    expect((await report(addDays(t.clock.now, 20))).feeCents).toBe(2500);
  });
});

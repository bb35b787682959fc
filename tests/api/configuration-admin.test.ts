import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  breaks,
  configuration,
  historyEntries,
  schoolYears,
  sentEmails,
} from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { createMailer } from '../../server/mail/mailer';
import { readParameter } from '../../server/services/config/read-configuration';
import type { ConfigurationParameter, PublicConfig } from '../../shared/model/config';
import type { HistoryEntry } from '../../shared/model/history';
import type { ListAnswer } from '../../shared/model/list';
import type { SchoolCalendar } from '../../shared/model/school-calendar';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sysadmin: Record<string, string>;
let yearId: number;
beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await t.authAs('sysadmin@kitebook.test');
  // A school year of this file's own, so the demo's breaks stay as other tests read them.
  const [year] = await t.database.db
    .insert(schoolYears)
    .values({ name: '2090/91', startDate: '2090-08-01', endDate: '2091-07-31' })
    .returning({ id: schoolYears.id });
  yearId = year!.id;
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;

async function parameters(): Promise<Record<string, ConfigurationParameter>> {
  const list = await json<ConfigurationParameter[]>(
    await t.call('GET', '/api/configuration', { headers: sysadmin }),
  );
  return Object.fromEntries(list.map((parameter) => [parameter.key, parameter]));
}

async function save(changes: Record<string, string>) {
  const stored = await parameters();
  return t.call('PUT', '/api/configuration', {
    headers: sysadmin,
    body: Object.entries(changes).map(([key, value]) => ({
      key,
      value,
      version: stored[key]?.version ?? 0,
    })),
  });
}

const history = async () =>
  json<ListAnswer<HistoryEntry>>(
    await t.call('GET', '/api/configuration/history?pageSize=100', { headers: sysadmin }),
  );

describe('who may reach the configuration routes', () => {
  const routes = (): [string, string, unknown][] => [
    ['GET', '/api/configuration', undefined],
    ['PUT', '/api/configuration', [{ key: 'productName', value: 'X', version: 0 }]],
    ['PUT', '/api/config/feature-toggle', { name: 'eca', enabled: false }],
    ['GET', '/api/configuration/history', undefined],
    ['GET', `/api/configuration/school-calendar/${yearId}`, undefined],
    [
      'PUT',
      `/api/configuration/school-calendar/${yearId}`,
      { breaks: [], holidays: [], fingerprint: '0000000000000000' },
    ],
  ];

  it('answers 401 without a session and 403 to every role but SYS_ADMIN, changing nothing', async () => {
    const before = await parameters();
    for (const [method, path, body] of routes()) {
      expect((await t.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const login of [
        'admin@kitebook.test',
        'instructor@kitebook.test',
        'parent@kitebook.test',
        'member@kitebook.test',
        'guardian@kitebook.test',
        'provider@kitebook.test',
      ]) {
        const headers = await t.authAs(login);
        const response = await t.call(method, path, { body, headers });
        expect(response.status, `${login} ${method} ${path}`).toBe(403);
      }
    }
    expect(await parameters()).toEqual(before);
  });

  it('lets a system administrator read every parameter, its default where none is stored', async () => {
    const stored = await parameters();
    expect(Object.keys(stored)).toEqual(
      expect.arrayContaining([
        'Maintenance_Value_Number',
        'organisationName',
        'senderAddress',
        'vatPercent',
        'waitingListOfferHours',
        'childmindingMode',
        'childmindingExternalUrl',
      ]),
    );
    expect(stored.vatPercent?.value).toBe('0');
    expect(stored.waitingListOfferHours).toMatchObject({ value: '48', version: 0 });
  });
});

describe('PUT /api/configuration: every value checked, nothing stored when one is wrong', () => {
  it.each([
    ['senderAddress', 'not an address', 'shared.rules.email-content'],
    ['Maintenance_Value_Number', '-1', 'configuration.wholeNumber'],
    ['Maintenance_Value_Number', '1.5', 'configuration.wholeNumber'],
    ['waitingListOfferHours', '0', 'configuration.wholeNumber'],
    ['waitingListOfferHours', 'many', 'configuration.wholeNumber'],
    ['vatPercent', '101', 'configuration.number'],
    ['vatPercent', '7,5', 'configuration.number'],
    ['defaultLocale', 'fr', 'configuration.option'],
    ['childmindingMode', 'SOMETIMES', 'configuration.option'],
    ['autoApproveRegistrations', 'yes', 'configuration.switchValue'],
    ['organisationName', '', 'configuration.required'],
    ['childmindingExternalUrl', 'javascript:alert(1)', 'shared.rules.web-address'],
  ])('%s = %j → 400 %s', async (key, value, message) => {
    const before = await parameters();
    // A valid change beside the wrong one: the whole save is refused.
    const response = await save({ productName: 'Never stored', [key]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: '1.value', message }] });
    expect(await parameters()).toEqual(before);
  });

  it('refuses an unknown parameter and does not store it', async () => {
    const response = await t.call('PUT', '/api/configuration', {
      headers: sysadmin,
      body: [
        { key: 'productName', value: 'Never stored', version: 0 },
        { key: 'Secret_Backdoor', value: '1', version: 0 },
      ],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: '1.key', message: 'configuration.unknownKey' }],
    });
    const rows = await t.database.db
      .select()
      .from(configuration)
      .where(inArray(configuration.key, ['Secret_Backdoor', 'productName']));
    expect(rows.map((row) => [row.key, row.value])).toEqual([['productName', 'Kitebook']]);
  });

  it('refuses a parameter named twice, a body that is no list, and an empty one', async () => {
    for (const body of [
      [
        { key: 'vatPercent', value: '1', version: 0 },
        { key: 'vatPercent', value: '2', version: 0 },
      ],
      { key: 'vatPercent', value: '1', version: 0 },
      [],
    ]) {
      const response = await t.call('PUT', '/api/configuration', { headers: sysadmin, body });
      expect(response.status).toBe(400);
    }
    expect((await parameters()).vatPercent?.value).toBe('0');
  });

  it('refuses outsourced childminding without its external link', async () => {
    await expect(save({ childmindingExternalUrl: '' })).resolves.toHaveProperty('status', 200);
    const response = await save({ childmindingMode: 'OUTSOURCED' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: '0.value', message: 'configuration.externalLinkRequired' }],
    });
    const both = await save({
      childmindingMode: 'OUTSOURCED',
      childmindingExternalUrl: 'https://childminding.example.org/register',
    });
    expect(both.status).toBe(200);
    const config = await json<PublicConfig>(await t.call('GET', '/api/config'));
    expect(config).toMatchObject({
      childmindingMode: 'OUTSOURCED',
      childmindingExternalUrl: 'https://childminding.example.org/register',
    });
    expect((await save({ childmindingMode: 'NONE' })).status).toBe(200);
    expect((await json<PublicConfig>(await t.call('GET', '/api/config'))).childmindingMode).toBe(
      null,
    );
    expect((await save({ childmindingMode: 'INTERNALLY_ENABLED' })).status).toBe(200);
  });
});

describe('the history of the configuration', () => {
  it('records who changed which parameter and toggle when, before and after', async () => {
    expect((await save({ waitingListOfferHours: '72', vatPercent: '7.5' })).status).toBe(200);
    const toggled = await t.call('PUT', '/api/config/feature-toggle', {
      headers: sysadmin,
      body: { name: 'enableUserManual', enabled: true },
    });
    expect(toggled.status).toBe(200);

    const { items } = await history();
    const [toggle, parameters] = items;
    expect(toggle).toMatchObject({
      userName: expect.stringMatching(/\S/),
      changes: [{ field: 'toggle.enableUserManual', kind: 'boolean', before: false, after: true }],
    });
    expect(Date.parse(parameters!.changedAt)).toBeLessThanOrEqual(t.clock.now.getTime());
    expect(parameters?.changes).toEqual(
      expect.arrayContaining([
        { field: 'waitingListOfferHours', kind: 'text', before: '48', after: '72' },
        { field: 'vatPercent', kind: 'text', before: '0', after: '7.5' },
      ]),
    );
    expect(parameters?.changes).toHaveLength(2);

    const rows = await t.database.db
      .select({ userId: historyEntries.userId })
      .from(historyEntries)
      .where(eq(historyEntries.entity, 'configuration'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.userId !== null)).toBe(true);

    await t.call('PUT', '/api/config/feature-toggle', {
      headers: sysadmin,
      body: { name: 'enableUserManual', enabled: false },
    });
  });

  it('writes no row for a refused save', async () => {
    const before = (await history()).total;
    expect((await save({ vatPercent: '-3' })).status).toBe(400);
    expect((await history()).total).toBe(before);
  });
});

describe('the sender address', () => {
  it('is the From of e-mails once set, and the fallback without it', async () => {
    const mailer = createMailer({
      db: t.database.db,
      logger: createLogger('error'),
      from: 'noreply@kitebook.test',
      senderAddress: () => readParameter(t.database.db, 'senderAddress'),
    });
    const message = (subject: string) => ({ to: 'x@example.org', subject, text: '', html: '' });
    await mailer.send(message('before the sender is set'));
    expect((await save({ senderAddress: 'office@school.example.org' })).status).toBe(200);
    await mailer.send(message('after the sender is set'));
    const rows = await t.database.db
      .select({ subject: sentEmails.subject, sender: sentEmails.sender })
      .from(sentEmails)
      .where(inArray(sentEmails.subject, ['before the sender is set', 'after the sender is set']));
    expect(Object.fromEntries(rows.map((row) => [row.subject, row.sender]))).toEqual({
      'before the sender is set': 'noreply@kitebook.test',
      'after the sender is set': 'office@school.example.org',
    });
  });
});

describe('a school year’s breaks and holidays', () => {
  const path = () => `/api/configuration/school-calendar/${yearId}`;
  const read = async () => json<SchoolCalendar>(await t.call('GET', path(), { headers: sysadmin }));

  it('are saved whole, shown by the calendar reads, and kept in the history', async () => {
    const empty = await read();
    expect(empty).toMatchObject({ schoolYear: { name: '2090/91' }, breaks: [], holidays: [] });
    const response = await t.call('PUT', path(), {
      headers: sysadmin,
      body: {
        breaks: [
          { name: ' Christmas break ', startDate: '2090-12-21', endDate: '2091-01-05' },
          { name: 'Autumn break', startDate: '2090-10-26', endDate: '2090-10-30' },
        ],
        holidays: [{ name: 'Day of German Unity', date: '2090-10-03' }],
        fingerprint: empty.fingerprint,
      },
    });
    expect(response.status).toBe(200);
    const saved = await json<SchoolCalendar>(response);
    expect(saved.breaks.map((b) => b.name)).toEqual(['Autumn break', 'Christmas break']);

    const parent = await t.authAs('parent@kitebook.test');
    const shown = await json<{ name: string }[]>(
      await t.call('GET', '/api/configuration/breaks/2091', { headers: parent }),
    );
    expect(shown.map((b) => b.name)).toContain('Christmas break');
    const holidays = await json<{ name: string }[]>(
      await t.call('GET', '/api/calendar/holidays/2090', { headers: parent }),
    );
    expect(holidays.map((h) => h.name)).toContain('Day of German Unity');

    const [entry] = (await history()).items;
    expect(entry).toMatchObject({ subject: '2090/91' });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'breaks.2090-10-26',
          kind: 'text',
          before: null,
          after: 'Autumn break: 2090-10-26 – 2090-10-30',
        },
        { field: 'holidays.2090-10-03', kind: 'text', before: null, after: 'Day of German Unity' },
      ]),
    );

    // The fingerprint read before the save is stale now: 409, nothing changed.
    const stale = await t.call('PUT', path(), {
      headers: sysadmin,
      body: { breaks: [], holidays: [], fingerprint: empty.fingerprint },
    });
    expect(stale.status).toBe(409);
    expect((await read()).breaks).toHaveLength(2);
  });

  it.each([
    [
      'a day outside the school year',
      {
        breaks: [{ name: 'Summer', startDate: '2091-07-20', endDate: '2091-08-31' }],
        holidays: [],
      },
      { path: 'breaks.0.endDate', message: 'schoolCalendar.rules.outsideYear' },
    ],
    [
      'overlapping breaks',
      {
        breaks: [
          { name: 'A', startDate: '2090-10-01', endDate: '2090-10-10' },
          { name: 'B', startDate: '2090-10-10', endDate: '2090-10-12' },
        ],
        holidays: [],
      },
      { path: 'breaks.1.startDate', message: 'schoolCalendar.rules.overlap' },
    ],
    [
      'a break ending before it starts',
      { breaks: [{ name: 'A', startDate: '2090-10-10', endDate: '2090-10-01' }], holidays: [] },
      { path: 'breaks.0.endDate', message: 'schoolCalendar.rules.endBeforeStart' },
    ],
    [
      'two holidays on one day',
      {
        breaks: [],
        holidays: [
          { name: 'A', date: '2090-10-03' },
          { name: 'B', date: '2090-10-03' },
        ],
      },
      { path: 'holidays.1.date', message: 'schoolCalendar.rules.sameDay' },
    ],
    [
      'a name of spaces only',
      { breaks: [], holidays: [{ name: '   ', date: '2090-10-03' }] },
      { path: 'holidays.0.name', message: 'schoolCalendar.rules.name' },
    ],
    [
      'a day that does not exist',
      { breaks: [], holidays: [{ name: 'X', date: '2091-02-30' }] },
      { path: 'holidays.0.date', message: 'shared.rules.date' },
    ],
  ])('refuse %s with 400, storing nothing', async (_, lists, issue) => {
    const before = await read();
    const response = await t.call('PUT', path(), {
      headers: sysadmin,
      body: { ...lists, fingerprint: before.fingerprint },
    });
    expect(response.status).toBe(400);
    expect((await json<{ issues: unknown[] }>(response)).issues).toContainEqual(issue);
    expect(await read()).toEqual(before);
    const stored = await t.database.db
      .select()
      .from(breaks)
      .where(and(eq(breaks.schoolYearId, yearId), eq(breaks.name, 'Summer')));
    expect(stored).toEqual([]);
  });

  it('answers 404 for a school year that does not exist', async () => {
    const response = await t.call('GET', '/api/configuration/school-calendar/999999', {
      headers: sysadmin,
    });
    expect(response.status).toBe(404);
  });
});

import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EmailPreview,
  EmailTemplate,
  EmailTemplateSummary,
  EmailValidation,
} from '../../shared/model/email';
import type { Wildcard } from '../../shared/model/email-wildcards';
import type { ErrorBody } from '../../shared/model/errors';
import { customers, events, participants, personLanguages, persons } from '../../server/db/schema';
import { expectRefused } from './support/expect-refused';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
let t: TestApp;
let admin: Record<string, string>;
/** A customer reading English, one reading German, a child of the English one's family, a service. */
let english: { id: number; personId: number };
let german: { id: number; personId: number };
let child: number;
let eventId: number;

const call = async (method: string, path: string, body?: unknown, headers = admin) =>
  t.call(method, path, { body, headers });
const json = async <T>(response: Response) => (await response.json()) as T;

const draft = (over: Partial<EmailTemplate> = {}) => ({
  name: 'Sun cream',
  language: 'EN',
  subject: 'Sun cream for {{eventName}}',
  body: '<p>{{salutation}},</p><p>please bring sun cream to {{eventName}}.</p>',
  style: true,
  types: ['CUSTOMER', 'PARTICIPANT'],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs(ADMIN);
  const db = t.database.db;
  const families = await db
    .select({ id: customers.id, personId: customers.personId })
    .from(customers)
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(isNotNull(persons.email))
    .orderBy(customers.id)
    .limit(2)
    .offset(20);
  [english, german] = families as [typeof english, typeof german];
  for (const [family, language] of [
    [english, 'EN'],
    [german, 'DE'],
  ] as const) {
    await db.delete(personLanguages).where(eq(personLanguages.personId, family.personId));
    await db.insert(personLanguages).values({ personId: family.personId, language });
  }
  const [kid] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.customerId, english.id), eq(participants.isCustomerPerson, false)));
  child = kid!.id;
  const [event] = await db.select({ id: events.id }).from(events).limit(1);
  eventId = event!.id;
});
afterAll(() => t.close());

describe('templates', () => {
  it('lists the templates and the person types, and reads one per name and language', async () => {
    const all = await json<EmailTemplateSummary[]>(
      await call('GET', '/api/email-template/all-templates'),
    );
    expect(all.map((row) => `${row.name}/${row.language}`)).toEqual(
      expect.arrayContaining(['Welcome/EN', 'Welcome/DE', 'Reminder/DE']),
    );
    expect(all.find((row) => row.name === 'Welcome')).toMatchObject({ protective: true });
    expect(await json(await call('GET', '/api/email-template/person-types'))).toEqual([
      'USER',
      'PERSON',
      'CUSTOMER',
      'INSTRUCTOR',
      'PARTICIPANT',
    ]);
    const welcome = await json<EmailTemplate>(await call('GET', '/api/email-template/Welcome/DE'));
    expect(welcome).toMatchObject({
      name: 'Welcome',
      language: 'DE',
      subject: 'Willkommen bei Kitebook',
    });
    expect(welcome.wildcards).toEqual(['givenName', 'familyName']);
    expect((await call('GET', '/api/email-template/Nothing%20here/EN')).status).toBe(404);
    expect((await call('GET', '/api/email-template/Welcome/FR')).status).toBe(400);
  });

  it('saves, updates by version, refuses a stale one, and keeps the body sanitised', async () => {
    const created = await call(
      'PUT',
      '/api/email-template',
      draft({
        body: '<p onclick="x()">Hi {{givenName}}<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="{{portalLink}}">portal</a>',
      }),
    );
    expect(created.status).toBe(200);
    const saved = await json<EmailTemplate>(created);
    expect(saved.body).toBe(
      '<p>Hi {{givenName}}</p><a target="_blank" rel="noopener noreferrer">x</a><a href="{{portalLink}}" target="_blank" rel="noopener noreferrer">portal</a>',
    );
    expect(saved).toMatchObject({
      version: 0,
      protective: false,
      types: ['CUSTOMER', 'PARTICIPANT'],
    });
    const again = await call('PUT', '/api/email-template', draft());
    expect(again.status).toBe(409);
    const updated = await json<EmailTemplate>(
      await call(
        'PUT',
        '/api/email-template',
        draft({ version: 0, subject: 'Sun cream!', types: ['CUSTOMER'] }),
      ),
    );
    expect(updated).toMatchObject({ version: 1, subject: 'Sun cream!', types: ['CUSTOMER'] });
    expect((await call('PUT', '/api/email-template', draft({ version: 0 }))).status).toBe(409);
  });

  it('refuses line breaks in names and subjects, and wildcards outside the types’ list', async () => {
    const put = { method: 'PUT', path: '/api/email-template', as: ADMIN };
    await expectRefused(
      t,
      { ...put, body: draft({ name: 'New', subject: 'a\r\nBcc: x@y.org' }) },
      {
        path: 'subject',
        message: 'email.rules.lineBreak',
      },
    );
    await expectRefused(
      t,
      { ...put, body: draft({ name: 'Ne\nw' }) },
      { path: 'name', message: 'email.rules.lineBreak' },
    );
    await expectRefused(
      t,
      { ...put, body: draft({ name: 'New', types: [] }) },
      { path: 'types', message: 'email.rules.types' },
    );
    await expectRefused(
      t,
      { ...put, body: draft({ name: 'New', subject: '' }) },
      { path: 'subject', message: 'email.rules.subject' },
    );
    const refused = await call(
      'PUT',
      '/api/email-template',
      draft({ name: 'New', body: '<p>{{nope}} {{participantClass}}</p>', types: ['INSTRUCTOR'] }),
    );
    expect(refused.status).toBe(400);
    expect((await json<ErrorBody>(refused)).issues).toEqual([
      {
        path: 'body',
        message: 'email.message.invalidWildcards',
        values: { wildcards: 'nope, participantClass' },
      },
    ]);
    expect((await call('GET', '/api/email-template/New/EN')).status).toBe(404);
  });

  it('deletes a template, never a protective one', async () => {
    await call('PUT', '/api/email-template', draft({ name: 'To go' }));
    const gone = await call('DELETE', '/api/email-template', {
      ...draft({ name: 'To go' }),
      protective: false,
    });
    expect(gone.status).toBe(204);
    expect((await call('DELETE', '/api/email-template', draft({ name: 'To go' }))).status).toBe(
      404,
    );
    const kept = await call('DELETE', '/api/email-template', { name: 'Welcome', language: 'EN' });
    expect(kept.status).toBe(409);
    expect((await json<ErrorBody>(kept)).message).toBe('email.message.protective');
  });

  it('is ADMIN only', async () => {
    for (const login of [
      'parent@kitebook.test',
      'instructor@kitebook.test',
      'sysadmin@kitebook.test',
    ]) {
      const response = await call(
        'GET',
        '/api/email-template/all-templates',
        undefined,
        await t.authAs(login),
      );
      expect(response.status, login).toBe(403);
    }
  });
});

describe('wildcards', () => {
  it('lists the wildcards of the chosen types, each documented in both languages', async () => {
    const forInstructors = await json<Wildcard[]>(
      await call('PUT', '/api/email-template/wildcards', { types: ['INSTRUCTOR'] }),
    );
    const names = forInstructors.map((wildcard) => wildcard.name);
    expect(names).toEqual(
      expect.arrayContaining(['salutation', 'givenName', 'eventName', 'portalLink']),
    );
    expect(names).not.toContain('participantGivenName');
    expect(names).not.toContain('familyBookings');
    for (const wildcard of forInstructors) {
      expect(wildcard.description.en.length).toBeGreaterThan(5);
      expect(wildcard.description.de.length).toBeGreaterThan(5);
    }
    const forFamilies = await json<Wildcard[]>(
      await call('PUT', '/api/email-template/wildcards', { types: ['CUSTOMER'] }),
    );
    expect(forFamilies.find((wildcard) => wildcard.name === 'bookingLink')).toMatchObject({
      scope: 'computed',
      composer: false,
    });
  });
});

describe('check and preview', () => {
  const compose = (over: Record<string, unknown> = {}, template: Partial<EmailTemplate> = {}) => ({
    recipients: [
      { id: english.id, type: 'CUSTOMER' },
      { id: german.id, type: 'CUSTOMER' },
      { id: child, type: 'PARTICIPANT' },
    ],
    template: draft({ name: 'Check', ...template }),
    eventId,
    participantId: null,
    ...over,
  });

  it('refuses what spec 002 §5 blocks', async () => {
    const cases: [Record<string, unknown>, Partial<EmailTemplate>, string, string][] = [
      [{ eventId: null }, {}, 'eventId', 'email.message.noSelectedEvent'],
      [
        {},
        { body: '<p>{{participantGivenName}}</p>' },
        'participantId',
        'email.message.noSelectedParticipant',
      ],
      [{}, { body: '<p>{{startDate}}</p>' }, 'template.body', 'email.message.bookingWildcards'],
      [
        {},
        { body: '<p>{{childmindingTimes}}</p>' },
        'template.body',
        'email.message.bookingWildcards',
      ],
      [{}, { body: '<p>{{bookingLink}}</p>' }, 'template.body', 'email.message.computedWildcards'],
      [{}, { body: '<p></p>' }, 'template.body', 'email.rules.body'],
      [{ recipients: [] }, {}, 'recipients', 'email.rules.recipients'],
    ];
    for (const [over, template, path, message] of cases) {
      const response = await call('PUT', '/api/email-template/validate', compose(over, template));
      expect(response.status, message).toBe(400);
      expect((await json<ErrorBody>(response)).issues, message).toContainEqual({ path, message });
    }
  });

  it('answers each recipient with its language, type match and missing wildcards', async () => {
    const answer = await json<EmailValidation>(
      await call(
        'PUT',
        '/api/email-template/validate',
        compose(
          { participantId: child },
          {
            types: ['CUSTOMER'],
            body: '<p>{{salutation}}, {{participantGivenName}} ({{participantClass}}): {{familyBookings}}</p>',
          },
        ),
      ),
    );
    expect(answer.recipients.map((r) => [r.type, r.language, r.rightType, r.valid])).toEqual([
      ['CUSTOMER', 'EN', true, true],
      ['CUSTOMER', 'DE', true, true],
      ['PARTICIPANT', 'EN', false, true],
    ]);
    expect(answer.results).toHaveLength(3);
    for (const result of answer.results)
      expect(result.missingWildcards).not.toContain('salutation');
  });

  it('previews one recipient in both languages, each as that family gets it, values escaped', async () => {
    await t.database.db
      .update(persons)
      .set({ givenName: '<b>x</b>', gender: null })
      .where(eq(persons.id, german.personId));
    await call(
      'PUT',
      '/api/email-template',
      draft({
        name: 'Check',
        language: 'DE',
        subject: 'Sonnencreme für {{eventName}}',
        body: '<p>{{salutation}},</p><p>bitte Sonnencreme zu {{eventName}} mitbringen.</p>',
      }),
    );
    const preview = await json<EmailPreview>(
      await call('PUT', '/api/email-template/preview', {
        ...compose(),
        recipient: { id: german.id, type: 'CUSTOMER' },
      }),
    );
    expect(preview.language).toBe('DE');
    const [en, de] = preview.mails;
    expect(de!.subject).toMatch(/^Sonnencreme für /);
    expect(de!.html).toContain('Guten Tag &lt;b&gt;x&lt;/b&gt;');
    expect(de!.html).not.toContain('<b>x</b>');
    expect(de!.text).toContain('Guten Tag <b>x</b>');
    expect(en!.subject).toMatch(/^Sun cream for /);
    expect(en!.html).toContain('Dear &lt;b&gt;x&lt;/b&gt;');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildmindingOffer } from '../../shared/model/childminding';
import type { EventDetail } from '../../shared/model/event';
import { configuration, events } from '../../server/db/schema';
import { expectRefused } from './support/expect-refused';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADMIN = 'admin@kitebook.test';
const SYSADMIN = 'sysadmin@kitebook.test';

describe('links to outside pages', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/register',
    'https://exa mple.org',
  ])('refuses %j as the childminding link', async (value) => {
    const [current] = await t.database.db
      .select({ version: configuration.version })
      .from(configuration)
      .where(eq(configuration.key, 'childmindingExternalUrl'));
    await expectRefused(
      t,
      {
        method: 'PUT',
        path: '/api/configuration',
        body: [{ key: 'childmindingExternalUrl', value, version: current?.version ?? 0 }],
        as: SYSADMIN,
      },
      { path: '0.value', message: 'shared.rules.web-address' },
    );
  });

  it('stores an https link and an empty one', async () => {
    const headers = await t.authAs(SYSADMIN);
    const [current] = await t.database.db
      .select({ version: configuration.version })
      .from(configuration)
      .where(eq(configuration.key, 'childmindingExternalUrl'));
    const response = await t.call('PUT', '/api/configuration', {
      body: [
        {
          key: 'childmindingExternalUrl',
          value: 'https://childminding.example.org/register?school=1',
          version: current?.version ?? 0,
        },
      ],
      headers,
    });
    expect(response.status).toBe(200);
    const stored = await t.database.db
      .select({ value: configuration.value })
      .from(configuration)
      .where(eq(configuration.key, 'childmindingExternalUrl'));
    expect(stored[0]?.value).toBe('https://childminding.example.org/register?school=1');
  });

  it('hands out no stored javascript: link, neither the childminding link nor a map', async () => {
    await t.database.db
      .update(configuration)
      .set({ value: 'OUTSOURCED' })
      .where(eq(configuration.key, 'childmindingMode'));
    await t.database.db
      .insert(configuration)
      .values({ key: 'childmindingExternalUrl', value: 'javascript:alert(1)', version: 1 })
      .onConflictDoUpdate({ target: configuration.key, set: { value: 'javascript:alert(1)' } });
    const offer = (await (
      await t.call('GET', '/api/booking/childminding')
    ).json()) as ChildmindingOffer;
    expect(offer.externalUrl).toBeNull();
    const config = (await (await t.call('GET', '/api/config')).json()) as {
      childmindingExternalUrl: string | null;
    };
    expect(config.childmindingExternalUrl).toBeNull();

    const [bus] = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.businessArea, 'SCHOOL_BUS'))
      .limit(1);
    await t.database.db
      .update(events)
      .set({ mapsUrl: 'javascript:alert(1)' })
      .where(eq(events.id, bus!.id));
    const detail = await t.call('GET', `/api/event/${bus!.id}`, { headers: await t.authAs(ADMIN) });
    expect(((await detail.json()) as EventDetail).mapsUrl).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConfigurationParameter,
  PublicConfig,
  PseudoConstants,
} from '../../shared/model/config';
import { DEMO_FEATURE_TOGGLES } from '../../server/db/seed/reference';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;

describe('configuration', () => {
  it('gives everyone the public configuration', async () => {
    const config = await json<PublicConfig>(await t.call('GET', '/api/config'));
    expect(config).toMatchObject({ productName: 'Kitebook', Maintenance_Value_Number: 0 });
    expect(['INTERNALLY_ENABLED', 'OUTSOURCED', null]).toContain(config.childmindingMode);
  });

  it('gives the feature toggles the demo stores (the defaults of spec 000 §3, bus and childminding on)', async () => {
    const toggles = await json<Record<string, boolean>>(
      await t.call('GET', '/api/config/feature-toggle'),
    );
    expect(toggles).toMatchObject(DEMO_FEATURE_TOGGLES);
    expect(toggles.enableUserManual).toBe(false);
    expect(toggles.i18n).toBe(true);
  });

  it('names the upcoming school year in the pseudo-constants', async () => {
    const constants = await json<PseudoConstants>(await t.call('GET', '/api/pseudo-constants'));
    expect(constants.nextSchoolYearTransition.transitionState).toBe('NOT_ROLLED_OUT');
    expect(constants.nextSchoolYearTransition.nameUpcomingSchoolYear).toMatch(/^\d{4}\/\d{2}$/);
  });

  it('lets a system administrator change a parameter, and refuses a stale version with 409', async () => {
    const headers = await t.authAs('sysadmin@kitebook.test');
    const parameters = await json<ConfigurationParameter[]>(
      await t.call('GET', '/api/configuration', { headers }),
    );
    const maintenance = parameters.find(
      (parameter) => parameter.key === 'Maintenance_Value_Number',
    )!;

    // Read first, so the answer sits in the read cache the save must clear.
    expect(
      (await json<PublicConfig>(await t.call('GET', '/api/config'))).Maintenance_Value_Number,
    ).toBe(0);
    const saved = await t.call('PUT', '/api/configuration', {
      headers,
      body: [{ key: 'Maintenance_Value_Number', value: '1', version: maintenance.version }],
    });
    expect(saved.status).toBe(200);
    expect(
      (await json<PublicConfig>(await t.call('GET', '/api/config'))).Maintenance_Value_Number,
    ).toBe(1);

    const stale = await t.call('PUT', '/api/configuration', {
      headers,
      body: [
        { key: 'productName', value: 'Changed', version: 0 },
        { key: 'Maintenance_Value_Number', value: '2', version: maintenance.version },
      ],
    });
    expect(stale.status).toBe(409);
    const config = await json<PublicConfig>(await t.call('GET', '/api/config'));
    // Nothing of the refused save is stored.
    expect(config).toMatchObject({ productName: 'Kitebook', Maintenance_Value_Number: 1 });

    // Maintenance off again: the other tests of the file read the public configuration.
    const restored = await t.call('PUT', '/api/configuration', {
      headers,
      body: [{ key: 'Maintenance_Value_Number', value: '0', version: maintenance.version + 1 }],
    });
    expect(restored.status).toBe(200);
  });

  it('refuses unknown parameters with 400 and stores nothing', async () => {
    const headers = await t.authAs('sysadmin@kitebook.test');
    const response = await t.call('PUT', '/api/configuration', {
      headers,
      body: [{ key: 'noSuchKey', value: 'x', version: 0 }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: '0.key', message: 'configuration.unknownKey' }],
    });
  });

  it('keeps the configuration from administrators who are not system administrators', async () => {
    const response = await t.call('GET', '/api/configuration', {
      headers: await t.authAs('admin@kitebook.test'),
    });
    expect(response.status).toBe(403);
  });
});

describe('PUT /api/config/feature-toggle', () => {
  const toggles = async () =>
    json<Record<string, boolean>>(await t.call('GET', '/api/config/feature-toggle'));

  it('lets a system administrator switch a toggle at run time', async () => {
    const headers = await t.authAs('sysadmin@kitebook.test');
    // Read first, so the answer sits in the read cache the switch must clear.
    expect((await toggles()).enableSchoolBusBooking).toBe(true);
    const off = await t.call('PUT', '/api/config/feature-toggle', {
      headers,
      body: { name: 'enableSchoolBusBooking', enabled: false },
    });
    expect(off.status).toBe(200);
    expect((await json<Record<string, boolean>>(off)).enableSchoolBusBooking).toBe(false);
    expect((await toggles()).enableSchoolBusBooking).toBe(false);
    // The area follows the toggle: its listing says it is not offered.
    const listing = await t.call('GET', '/api/event/public/SCHOOL_BUS');
    expect(listing.status).toBe(404);
    const on = await t.call('PUT', '/api/config/feature-toggle', {
      headers,
      body: { name: 'enableSchoolBusBooking', enabled: true },
    });
    expect(on.status).toBe(200);
    expect((await toggles()).enableSchoolBusBooking).toBe(true);
    expect((await t.call('GET', '/api/event/public/SCHOOL_BUS')).status).toBe(200);
  });

  it('refuses an unknown toggle with 400 and stores nothing', async () => {
    const before = await toggles();
    const response = await t.call('PUT', '/api/config/feature-toggle', {
      headers: await t.authAs('sysadmin@kitebook.test'),
      body: { name: 'noSuchToggle', enabled: true },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'name', message: 'featureToggle.unknownName' }],
    });
    expect(await toggles()).toEqual(before);
  });

  it('keeps the toggles from administrators who are not system administrators', async () => {
    const response = await t.call('PUT', '/api/config/feature-toggle', {
      headers: await t.authAs('admin@kitebook.test'),
      body: { name: 'eca', enabled: false },
    });
    expect(response.status).toBe(403);
    expect((await toggles()).eca).toBe(true);
  });
});

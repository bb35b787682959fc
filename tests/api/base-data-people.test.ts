import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Capability } from '../../shared/access/capabilities';
import type {
  CustomerBaseData,
  ParticipantBaseData,
  ParticipantPersonBaseData,
  PersonBaseData,
} from '../../shared/model/base-data';
import { GRADES } from '../../shared/model/enums';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';
import { schoolYears } from '../../server/db/schema';
import { readRolesByLogin } from './support/roles-by-login';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADMIN = 'admin@kitebook.test';
const PARENT = 'parent@kitebook.test';

async function get<T>(path: string, login: string) {
  const response = await t.call('GET', path, { headers: await t.authAs(login) });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe('the people base data × roles', () => {
  const routes: [string, Capability][] = [
    ['/api/customer/base-data', 'customer.manage'],
    ['/api/participant/base-data', 'participant.family'],
    ['/api/participantPerson/base-data', 'participantPerson.manage'],
    ['/api/person/base-data', 'people.read'],
  ];

  it.each(routes)('%s: 200 with %s, else 403; 401 without a session', async (path, capability) => {
    const rolesByLogin = await readRolesByLogin(t.database.db);
    let allowed = 0;
    // The demo accounts, one per role (the seed's other users may be locked: 401).
    for (const [login, roles] of [...rolesByLogin].filter(([login]) =>
      login.endsWith('@kitebook.test'),
    )) {
      const response = await t.call('GET', path, { headers: await t.authAs(login) });
      const may = can({ roles }, capability);
      if (may) allowed += 1;
      expect(response.status, `${login} ${path}`).toBe(may ? 200 : 403);
    }
    expect(allowed).toBeGreaterThan(0);
    expect((await t.call('GET', path)).status).toBe(401);
  });
});

describe('the lists (spec 000 §7)', () => {
  it('person and customer: the person form lists', async () => {
    const person = await get<PersonBaseData>('/api/person/base-data', PARENT);
    expect(person.genders).toEqual(['MALE', 'FEMALE', 'DIVERS']);
    expect(person.contactTypes).toContain('MOBILE');
    expect(person.languages).toContain('DE');
    expect(person.countries).toContain('DE');
    expect(await get<CustomerBaseData>('/api/customer/base-data', ADMIN)).toEqual(person);
  });

  it('participant: the class picker, escort types and the school years newest first', async () => {
    const data = await get<ParticipantBaseData>('/api/participant/base-data', ADMIN);
    expect(data).toMatchObject({
      grades: [...GRADES],
      classLanguages: ['EN', 'DE', 'FR', 'IT', 'ES'],
      postfix: ['A', 'B', 'C', 'D', 'UNKNOWN'],
      postfixlessLanguages: ['FR', 'ES', 'IT'],
      escortTypes: ['ALONE', 'GUARDIAN'],
    });
    expect(data.schoolYears.length).toBeGreaterThan(0);
    expect(data.schoolYears.map((year) => year.name)).toEqual(
      [...data.schoolYears.map((year) => year.name)].sort().reverse(),
    );
    expect(data.genders).toHaveLength(3);
  });

  it("participant: the current school year is the one whose dates hold today (a family's cards)", async () => {
    const today = todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now);
    const rows = await t.database.db.select().from(schoolYears);
    const holding = rows.find((year) => year.startDate <= today && today <= year.endDate);
    const data = await get<ParticipantBaseData>('/api/participant/base-data', PARENT);
    expect(data.currentSchoolYear).toEqual(holding ? { id: holding.id, name: holding.name } : null);
    expect(holding, 'the seed has a year around the test clock').toBeDefined();
  });

  it('participantPerson: relationship and coordinator types, default grades (spec 002 §3, §4)', async () => {
    const office = await get<ParticipantPersonBaseData>('/api/participantPerson/base-data', ADMIN);
    expect(office.guardianTypes).toHaveLength(13);
    expect(office.guardianTypesWithoutParents).toEqual(office.guardianTypes.slice(2));
    expect(office.guardianTypesWithoutParents).not.toContain('PARENT_CUSTOMER');
    expect(office.defaultType).toBe('TRANSPORT_COORDINATOR');
    expect(office.types[0]).toBe('TRANSPORT_COORDINATOR');
    expect(office.defaultGrades).toEqual({
      MODULAR_COORDINATOR: ['M1', 'M2', 'P1'],
      BUS_COORDINATOR: GRADES.filter((grade) => !['M1', 'M2', 'P1'].includes(grade)),
      TRANSPORT_COORDINATOR: [...GRADES],
      SCHOOL_TEACHER: ['M1', 'M2', 'P1', 'P2'],
    });
    // The office searches; a family gets its own children.
    expect(office.participants).toEqual([]);
    const family = await get<ParticipantPersonBaseData>('/api/participantPerson/base-data', PARENT);
    expect(family.participants.length).toBeGreaterThan(0);
    expect(family.participants[0]).toMatchObject({
      id: expect.any(Number),
      givenName: expect.any(String),
    });
  });
});

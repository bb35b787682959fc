import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, type Role } from '../../shared/model/enums';
import { apiRoutes as routesOf } from './support/api-routes';
import { createTestApp, type TestApp } from './support/test-app';
import { readRolesByLogin } from './support/roles-by-login';

const DEMO_LOGINS = [
  'admin@kitebook.test',
  'sysadmin@kitebook.test',
  'instructor@kitebook.test',
  'parent@kitebook.test',
  'newparent@kitebook.test',
  'member@kitebook.test',
  'guardian@kitebook.test',
  'provider@kitebook.test',
];

let t: TestApp;
let rolesByLogin: Map<string, Role[]>;

const apiRoutes = () => routesOf(t.app);
const concrete = (path: string) => path.replace(/:[^/]+/g, '1');

beforeAll(async () => {
  t = await createTestApp();
  rolesByLogin = await readRolesByLogin(t.database.db);
});
afterAll(() => t.close());

describe('every API route declares its roles and the server enforces them', () => {
  it('finds the routes', () => {
    expect(apiRoutes().length).toBeGreaterThanOrEqual(8);
  });

  it('has a role declaration on every route', () => {
    const undeclared = apiRoutes().filter((route) => !route.roles);
    expect(undeclared.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('answers 401 to anonymous callers on every route that is not open', async () => {
    for (const route of apiRoutes()) {
      const response = await t.call(route.method, concrete(route.path), { body: {} });
      const open = route.roles!.includes(ANONYMOUS);
      expect.soft(response.status === 401, `${route.method} ${route.path}`).toBe(!open);
    }
  });

  it('answers 403 to a signed-in role outside the declaration', async () => {
    let checked = 0;
    // An open route has no outsiders: ANONYMOUS in the declaration lets everyone in.
    for (const route of apiRoutes().filter((r) => !r.roles!.includes(ANONYMOUS))) {
      const outsider = DEMO_LOGINS.find((login) =>
        (rolesByLogin.get(login) ?? []).every((role) => !route.roles!.includes(role)),
      );
      if (!outsider) continue;
      const response = await t.call(route.method, concrete(route.path), {
        body: {},
        headers: await t.authAs(outsider),
      });
      expect.soft(response.status, `${route.method} ${route.path} as ${outsider}`).toBe(403);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('refuses a widget session on every protected route not marked for widgets', async () => {
    // A family's widget session: whatever its roles would allow, unmarked routes say 403.
    const headers = await t.authAs('parent@kitebook.test', { kind: 'WIDGET' });
    const protectedRoutes = apiRoutes().filter((route) => !route.roles!.includes(ANONYMOUS));
    expect(protectedRoutes.some((route) => route.widget)).toBe(true);
    for (const route of protectedRoutes) {
      const response = await t.call(route.method, concrete(route.path), { body: {}, headers });
      const body =
        response.status === 403 ? ((await response.json()) as { message: string }) : null;
      expect
        .soft(body?.message === 'auth.portalSessionRequired', `${route.method} ${route.path}`)
        .toBe(!route.widget);
    }
  });
});

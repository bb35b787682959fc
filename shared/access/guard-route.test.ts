import { describe, expect, it } from 'vitest';
import { ROLES } from '../model/enums';
import type { Role } from '../model/enums';
import { FORBIDDEN_PATH, guardRoute } from './guard-route';
import { isCustomer, hasAnyRole } from './has-role';
import { isOpenPath } from './open-paths';

/**
 * Spec 000 §6 "Route guard", written out as the spec has it (not read from the code), with the
 * decisions of README.md: MEMBER may open /booking, SYS_ADMIN /credentials.
 */
const SPEC_TABLE: Record<string, string> = {
  '/admin': 'SYS_ADMIN',
  '/cfg': 'SYS_ADMIN',
  '/registrations': 'SYS_ADMIN',
  '/management': 'ADMIN',
  '/customer': 'ADMIN',
  // Issue 16: instructors read the services they teach there (README).
  '/event': 'ADMIN INSTRUCTOR',
  '/lists-detail': 'ADMIN',
  '/basket': 'ADMIN SYS_ADMIN INSTRUCTOR',
  '/booking': 'ADMIN CUSTOMER MEMBER INSTRUCTOR GUARDIAN PARTICIPANT',
  '/calendar': 'ADMIN CUSTOMER MEMBER INSTRUCTOR GUARDIAN PARTICIPANT',
  // Issue 21.4: the system administrator reads and revokes every provider's keys there.
  '/credentials': 'EXT_PROVIDER SYS_ADMIN',
  '/dashboard': 'ADMIN SYS_ADMIN INSTRUCTOR',
  '/document': 'ADMIN CUSTOMER MEMBER INSTRUCTOR',
  '/location': 'ADMIN SYS_ADMIN CUSTOMER MEMBER INSTRUCTOR GUARDIAN',
  '/lists': 'ADMIN MEMBER',
  // Issue 22.3: the monthly invoices, not in the spec's table (server/services/invoice/README).
  '/invoices': 'ADMIN',
  '/participant': 'ADMIN CUSTOMER MEMBER INSTRUCTOR GUARDIAN',
  '/person': 'ADMIN CUSTOMER MEMBER INSTRUCTOR GUARDIAN',
  '/user': 'ADMIN SYS_ADMIN',
  '/instructor': 'ADMIN SYS_ADMIN CUSTOMER MEMBER INSTRUCTOR GUARDIAN',
  '/participantPerson': 'ADMIN CUSTOMER',
};

const userWith = (...roles: Role[]) => ({ roles });

describe('guardRoute: every row of the role table × every role', () => {
  for (const [path, allowed] of Object.entries(SPEC_TABLE)) {
    for (const role of ROLES) {
      const expected = allowed.split(' ').includes(role) ? 'allowed' : '/error';
      it(`${path} as ${role} → ${expected}`, () => {
        const decision = guardRoute(path, userWith(role));
        expect(decision).toEqual(
          expected === 'allowed' ? { allow: true } : { allow: false, redirectTo: FORBIDDEN_PATH },
        );
      });
    }
    it(`${path} signed out → /login with the way back`, () => {
      expect(guardRoute(`${path}?tab=2`, null)).toEqual({
        allow: false,
        redirectTo: `/login?redirect=${path}%3Ftab%3D2`,
      });
    });
  }

  it('applies a row below its path, segment by segment', () => {
    expect(guardRoute('/event/12', userWith('CUSTOMER'))).toEqual({
      allow: false,
      redirectTo: FORBIDDEN_PATH,
    });
    expect(guardRoute('/admin/configuration', userWith('SYS_ADMIN'))).toEqual({ allow: true });
    // /participantPerson has its own row; /participant's must not swallow it.
    expect(guardRoute('/participantPerson', userWith('GUARDIAN')).allow).toBe(false);
    expect(guardRoute('/participant', userWith('GUARDIAN')).allow).toBe(true);
  });

  it('lets a user holding any of several roles pass', () => {
    expect(guardRoute('/registrations', userWith('USER', 'SYS_ADMIN')).allow).toBe(true);
  });
});

describe('guardRoute: paths outside the table', () => {
  it('admits any signed-in user, and sends a visitor to sign in', () => {
    expect(guardRoute('/my/bookings/4', userWith('USER'))).toEqual({ allow: true });
    expect(guardRoute('/my/bookings/4', null)).toEqual({
      allow: false,
      redirectTo: '/login?redirect=/my/bookings/4',
    });
  });

  it('needs no query for the root', () => {
    expect(guardRoute('/', null)).toEqual({ allow: false, redirectTo: '/login' });
    expect(guardRoute('/profile', null)).toEqual({
      allow: false,
      redirectTo: '/login?redirect=/profile',
    });
  });

  it('opens the open paths to visitors', () => {
    for (const path of ['/login', '/public/eca/7', '/service/x/y', '/user-manual/parents']) {
      expect(guardRoute(path, null), path).toEqual({ allow: true });
    }
  });
});

describe('isOpenPath', () => {
  const open = [
    '/login',
    '/imprint',
    '/signup',
    '/signup/confirm',
    '/event',
    '/event/3',
    '/public',
    '/public/eca',
    '/public/eca/12',
    '/public/service/4',
    '/public/childminding/x',
    '/public/school-bus/x',
    '/service',
    '/service/a/b',
    '/error',
    '/error?message=x',
    '/password/forgot',
    '/password/reset',
    '/user-manual/parents',
    '/maintenance',
    '/login/',
  ];
  const closed = [
    '/',
    '/dashboard',
    '/password/change',
    '/profile',
    '/user-manual',
    '/publicity',
    '/services',
    '/my/dashboard',
    '/imprint/x',
    '/help/topic',
  ];
  it.each(open)('%s is open', (path) => expect(isOpenPath(path)).toBe(true));
  it.each(closed)('%s needs a sign-in', (path) => expect(isOpenPath(path)).toBe(false));
});

describe('role checks', () => {
  it('match a signed-out visitor with ANONYMOUS only', () => {
    expect(hasAnyRole(null, ['ANONYMOUS'])).toBe(true);
    expect(hasAnyRole(null, ['USER', 'CUSTOMER'])).toBe(false);
    expect(hasAnyRole(userWith('CUSTOMER'), ['ANONYMOUS'])).toBe(false);
    expect(hasAnyRole(userWith('CUSTOMER', 'USER'), ['ADMIN', 'USER'])).toBe(true);
  });

  it('call a customer one with CUSTOMER and neither ADMIN nor INSTRUCTOR', () => {
    expect(isCustomer(userWith('CUSTOMER', 'USER'))).toBe(true);
    expect(isCustomer(userWith('CUSTOMER', 'MEMBER'))).toBe(true);
    expect(isCustomer(userWith('CUSTOMER', 'ADMIN'))).toBe(false);
    expect(isCustomer(userWith('CUSTOMER', 'INSTRUCTOR'))).toBe(false);
    expect(isCustomer(userWith('GUARDIAN'))).toBe(false);
    expect(isCustomer(null)).toBe(false);
  });
});

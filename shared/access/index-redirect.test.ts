import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../model/enums';
import { guardRoute } from './guard-route';
import { indexRedirect, loginRedirect, safeRedirectTarget } from './index-redirect';

const as = (...roles: Role[]) => ({ roles });

describe('indexRedirect', () => {
  it.each([
    [['SYS_ADMIN'], '/dashboard'],
    [['ADMIN'], '/dashboard'],
    [['INSTRUCTOR'], '/dashboard'],
    [['CUSTOMER', 'INSTRUCTOR'], '/dashboard'],
    [['EXT_PROVIDER'], '/credentials'],
    [['CUSTOMER'], '/my/dashboard'],
    [['MEMBER'], '/my/dashboard'],
    [['GUARDIAN'], '/my/dashboard'],
    [['PARTICIPANT'], '/my/dashboard'],
    [['USER'], '/my/dashboard'],
    [[], '/my/dashboard'],
  ] as [Role[], string][])('%j → %s', (roles, path) => {
    expect(indexRedirect(as(...roles))).toBe(path);
  });

  it('sends a signed-out visitor to /login', () => {
    expect(indexRedirect(null)).toBe('/login');
  });

  it('leads every role, alone or with another, to a page the route guard admits', () => {
    for (const first of ROLES) {
      for (const second of ROLES) {
        const user = as(first, second);
        expect(guardRoute(indexRedirect(user), user).allow, `${first}+${second}`).toBe(true);
      }
    }
  });
});

describe('loginRedirect', () => {
  it('keeps the full requested path, query included', () => {
    expect(loginRedirect('/dashboard')).toBe('/login?redirect=/dashboard');
    const target = new URL(loginRedirect('/event?plan=Chess & Go'), 'http://x');
    expect(target.searchParams.get('redirect')).toBe('/event?plan=Chess & Go');
  });

  it('adds no query for the root', () => {
    expect(loginRedirect('/')).toBe('/login');
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/my/dashboard?x=1', '/my/dashboard?x=1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    [null, null],
  ])('%s → %s', (value, target) => expect(safeRedirectTarget(value)).toBe(target));
});

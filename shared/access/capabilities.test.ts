import { describe, expect, it } from 'vitest';
import { ANONYMOUS, ROLES, type RoleOrAnonymous } from '../model/enums';
import { CAPABILITIES, can, rolesWith, type Capability } from './capabilities';
import { ROUTE_ROLES } from './route-roles';
import { SIDE_MENU } from './side-menu';

const KNOWN: readonly RoleOrAnonymous[] = [ANONYMOUS, ...ROLES];
const capabilities = Object.keys(CAPABILITIES) as Capability[];

describe('the capability map', () => {
  it.each(capabilities)('%s names known roles, each once', (capability) => {
    const roles = rolesWith(capability);
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.filter((role) => !KNOWN.includes(role))).toEqual([]);
    expect(new Set(roles).size).toBe(roles.length);
  });

  it('names capabilities `area.verb`', () => {
    expect(
      capabilities.filter((name) => !/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/.test(name)),
    ).toEqual([]);
  });

  it('is what the route table and the side menu name', () => {
    const named = [...ROUTE_ROLES.map((row) => row.can), ...SIDE_MENU.map((item) => item.can)];
    expect(named.filter((name) => !(name in CAPABILITIES))).toEqual([]);
  });
});

describe('can', () => {
  it('lets a signed-in user in with any role holding the capability', () => {
    expect(can({ roles: ['USER', 'MEMBER'] }, 'price.member')).toBe(true);
    expect(can({ roles: ['USER', 'CUSTOMER'] }, 'price.member')).toBe(false);
  });

  it('lets a visitor in only where ANONYMOUS holds the capability', () => {
    expect(can(null, 'price.total')).toBe(true);
    expect(can(null, 'price.member')).toBe(false);
    expect(can({ roles: [] }, 'price.total')).toBe(false);
  });
});

/** The decisions written down in README.md, held here so a change to the map is a visible one. */
describe('decisions of the map', () => {
  it('gives a widget session no staff role', () => {
    const staff = ['ADMIN', 'SYS_ADMIN', 'INSTRUCTOR', 'EXT_PROVIDER'] as const;
    expect(rolesWith('session.widget').filter((role) => staff.some((s) => s === role))).toEqual([]);
  });

  it('keeps the two kinds of parents apart', () => {
    // Who acts for their own children (books, keeps their records): customers and members.
    expect(rolesWith('booking.own')).toEqual(['CUSTOMER', 'MEMBER']);
    expect(rolesWith('participant.own')).toEqual(rolesWith('booking.own'));
    // Who may have a customer record (a profile with a spouse): those parents, and guardians.
    expect(rolesWith('customer.profile')).toEqual(['CUSTOMER', 'MEMBER', 'GUARDIAN']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Role } from '../model/enums';
import { activeMenuEntry, sideMenuFor } from './side-menu';

const ids = (...roles: Role[]) => sideMenuFor({ roles }).map((entry) => entry.id);

/** Spec 000 §2 "Side menu entries by role", row by row, for each role. */
describe('sideMenuFor', () => {
  it('gives ADMIN the management menu', () => {
    expect(ids('ADMIN')).toEqual([
      'dashboard',
      'participants',
      'bookings',
      'calendar',
      'activities',
      'documents',
      'participantPerson',
      'lists',
      'customers',
      'management',
      'instructors',
      'locations',
      'businessArea',
      'stops',
      'persons',
      'basket',
      'emails',
      'public',
      'personalArea',
    ]);
  });

  it('gives SYS_ADMIN the system entries', () => {
    expect(ids('SYS_ADMIN')).toEqual(['users', 'registrations', 'admin', 'public']);
  });

  it.each([
    [
      'CUSTOMER',
      [
        'participants',
        'bookings',
        'calendar',
        'documents',
        'participantPerson',
        'lists',
        'public',
        'personalArea',
      ],
    ],
    ['MEMBER', ['participants', 'bookings', 'calendar', 'documents', 'public', 'personalArea']],
    ['INSTRUCTOR', ['participants', 'bookings', 'calendar', 'public', 'personalArea']],
    ['GUARDIAN', ['participants', 'bookings', 'calendar', 'public', 'personalArea']],
    ['PARTICIPANT', ['public']],
    ['EXT_PROVIDER', ['public']],
    ['USER', ['public']],
  ] as [Role, string[]][])('gives %s its entries', (role, expected) => {
    expect(ids(role)).toEqual(expected);
  });

  it('joins the entries of several roles without repeating one', () => {
    expect(ids('INSTRUCTOR', 'SYS_ADMIN')).toEqual([
      'participants',
      'bookings',
      'calendar',
      'users',
      'registrations',
      'admin',
      'public',
      'personalArea',
    ]);
  });

  it('shows a signed-out visitor the public offers only', () => {
    expect(sideMenuFor(null).map((entry) => entry.id)).toEqual(['public']);
  });
});

describe('activeMenuEntry', () => {
  const entries = sideMenuFor({ roles: ['ADMIN'] });
  it.each([
    ['/event', 'activities'],
    ['/event/12', 'activities'],
    ['/participantPerson', 'participantPerson'],
    ['/participant', 'participants'],
    ['/my/bookings/3', 'personalArea'],
    ['/profile', null],
  ])('%s marks %s', (path, id) => {
    expect(activeMenuEntry(entries, path)?.id ?? null).toBe(id);
  });
});

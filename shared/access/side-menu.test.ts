import { describe, expect, it } from 'vitest';
import { ANONYMOUS, ROLES } from '../model/enums';
import type { Role } from '../model/enums';
import { rolesWith } from './capabilities';
import { guardRoute } from './guard-route';
import { FEATURE_TOGGLE_DEFAULTS, type FeatureToggles } from '../model/features';
import {
  PERSONAL_MENU,
  SIDE_MENU,
  activeMenuEntry,
  personalMenuFor,
  sideMenuFor,
} from './side-menu';

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
      'invoices',
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
    expect(ids('SYS_ADMIN')).toEqual(['users', 'registrations', 'admin', 'apiKeys', 'public']);
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
        'public',
        'personalArea',
      ],
    ],
    ['MEMBER', ['participants', 'bookings', 'calendar', 'documents', 'public', 'personalArea']],
    [
      'INSTRUCTOR',
      ['participants', 'bookings', 'calendar', 'activities', 'public', 'personalArea'],
    ],
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
      'activities',
      'users',
      'registrations',
      'admin',
      'apiKeys',
      'public',
      'personalArea',
    ]);
  });

  it('shows a signed-out visitor the public offers only', () => {
    expect(sideMenuFor(null).map((entry) => entry.id)).toEqual(['public']);
  });
});

/** The dead ends: a menu entry that the guard answers with "not allowed". */
describe('the side menu and the route guard agree', () => {
  it.each(SIDE_MENU.map((item) => [item.id, item] as const))(
    'every role that sees "%s" may open its page',
    (_, item) => {
      const viewers = rolesWith(item.can);
      const refused = viewers.filter((role) =>
        role === ANONYMOUS
          ? !guardRoute(item.path, null).allow
          : !guardRoute(item.path, { roles: [role] }).allow,
      );
      expect(refused).toEqual([]);
    },
  );

  it('offers no role, alone or with another, an entry the guard refuses', () => {
    const holders = ROLES.flatMap((first) => ROLES.map((second) => [first, second]));
    for (const roles of holders) {
      const refused = sideMenuFor({ roles })
        .filter((item) => !guardRoute(item.path, { roles }).allow)
        .map((item) => item.id);
      expect(refused, roles.join('+')).toEqual([]);
    }
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

/** The personal area's own entries (issue 19.9), beneath "Personal area" inside /my. */
describe('personalMenuFor', () => {
  const defaults: FeatureToggles = { ...FEATURE_TOGGLE_DEFAULTS };
  const personal = (roles: Role[], features = defaults) =>
    personalMenuFor({ roles }, features).map((entry) => entry.id);
  const FAMILY = [
    'myOverview',
    'myChildren',
    'myBookings',
    'mySchedule',
    'myAbsences',
    'myGuardians',
    'myData',
    'myDocuments',
  ];

  it.each([
    ['CUSTOMER', FAMILY],
    ['MEMBER', FAMILY],
    ['GUARDIAN', ['myOverview', 'myChildren', 'mySchedule']],
    ['INSTRUCTOR', ['myOverview']],
    ['ADMIN', ['myOverview']],
    ['SYS_ADMIN', []],
    ['PARTICIPANT', []],
    ['EXT_PROVIDER', []],
    ['USER', []],
  ] as [Role, string[]][])('gives %s its personal entries', (role, expected) => {
    expect(personal([role])).toEqual(expected);
  });

  it('follows the toggles of the bus, childminding and schedule screens', () => {
    const on = { ...defaults, enableSchoolBusBooking: true, enableChildmindingBooking: true };
    expect(personal(['CUSTOMER'], on)).toEqual([
      ...FAMILY.slice(0, 6),
      'mySchoolBus',
      'myChildminding',
      ...FAMILY.slice(6),
    ]);
    expect(personal(['GUARDIAN'], { ...defaults, enableMySchedule: false })).toEqual([
      'myOverview',
      'myChildren',
    ]);
  });

  it('marks the personal screen, not the area, inside /my', () => {
    const entries = [
      ...sideMenuFor({ roles: ['CUSTOMER'] }),
      ...personal(['CUSTOMER']).map((id) => PERSONAL_MENU.find((entry) => entry.id === id)!),
    ];
    expect(activeMenuEntry(entries, '/my/bookings/3')?.id).toBe('myBookings');
    expect(activeMenuEntry(entries, '/my/dashboard')?.id).toBe('myOverview');
    expect(activeMenuEntry(entries, '/my')?.id).toBe('personalArea');
  });
});

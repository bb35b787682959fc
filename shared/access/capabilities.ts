import { ANONYMOUS, ROLES, type Role, type RoleOrAnonymous } from '../model/enums';
import { hasAnyRole, type RoleHolder } from './has-role';

/** Every signed-in user, whatever the roles. */
const SIGNED_IN: readonly Role[] = ROLES;
/** Everyone, signed in or not. */
const EVERYONE: readonly RoleOrAnonymous[] = [ANONYMOUS, ...ROLES];
/**
 * "Parents" in the sense of **who acts for their own children**: they keep the children's
 * records and book for them — customers, and members (a parents' association member pays as a
 * customer and may hold MEMBER without CUSTOMER, as the demo member does). Not GUARDIAN: a
 * guardian escorts children but keeps no family of their own here. The other sense the code
 * used to call "parents" — the family roles that may *have* a customer record (and so a
 * profile with a spouse) — is {@link CUSTOMER_RECORD_ROLES}. Name the capability, never
 * "parents" (README "Two kinds of parents").
 */
const PARENTS: readonly Role[] = ['CUSTOMER', 'MEMBER'];
/** The family roles that may have a customer record: the parents of {@link PARENTS}, and guardians. */
const CUSTOMER_RECORD_ROLES: readonly Role[] = ['CUSTOMER', 'MEMBER', 'GUARDIAN'];
/** The families and the staff who look after their children (spec 000 §6, `/person` row). */
const FAMILIES_AND_STAFF: readonly Role[] = [
  'ADMIN',
  'CUSTOMER',
  'MEMBER',
  'INSTRUCTOR',
  'GUARDIAN',
];
/** Everyone signed in who uses the office's base data (locations, instructors, stops). */
const BASE_DATA_READERS: readonly Role[] = [
  'ADMIN',
  'SYS_ADMIN',
  'CUSTOMER',
  'MEMBER',
  'INSTRUCTOR',
  'GUARDIAN',
];

/**
 * What each role may do: the one map read by the server's guards, the handlers' own checks, the
 * portal's route guard and side menu, and the screens (DESIGN §8 "Capabilities, not role lists").
 *
 * Names are `area.verb`. `*.manage` is a write of any record of the area; `*.any` in a name
 * means "any family's record" — a caller without it acts on their own family's records only,
 * which the handler checks (the route × role test checks it too, from the endpoint's
 * `ownRecords`). A new screen or endpoint adds its capability here, never a role list.
 */
export const CAPABILITIES = {
  // Sessions and accounts
  'auth.signIn': [ANONYMOUS],
  'auth.session': EVERYONE,
  'auth.signUp': EVERYONE,
  'auth.changePassword': SIGNED_IN,
  /** The forgotten-password e-mail and the reset with its link. */
  'auth.resetPassword': EVERYONE,
  'account.roleList': SIGNED_IN,
  'user.manage': ['ADMIN', 'SYS_ADMIN'],
  /** Granting or taking ADMIN and SYS_ADMIN, and locking a SYS_ADMIN (issue 17.4). */
  'user.grantAdmin': ['SYS_ADMIN'],
  'registration.manage': ['SYS_ADMIN'],

  // Configuration
  'config.read': EVERYONE,
  'configuration.manage': ['SYS_ADMIN'],

  // People and families
  'customer.manage': ['ADMIN'],
  /** A customer's own payment data, profile and mandate. */
  'customer.own': ['CUSTOMER'],
  /** A customer's payment data and spouse: their own, or any customer's with `customer.manage`. */
  'customer.data': ['CUSTOMER', 'ADMIN'],
  /** The customer profile (person, spouse, payment version): roles that may have a customer record. */
  'customer.profile': CUSTOMER_RECORD_ROLES,
  'person.self': SIGNED_IN,
  'person.read.any': ['ADMIN', 'INSTRUCTOR'],
  'person.manage.any': ['ADMIN'],
  'person.find': ['ADMIN', 'SYS_ADMIN'],
  'person.existence': ['ADMIN', 'SYS_ADMIN', 'CUSTOMER', 'INSTRUCTOR', 'MEMBER', 'GUARDIAN'],
  'participant.own': PARENTS,
  'participant.manage.any': ['ADMIN'],
  /** A family's children: parents their own (`participant.own`), admins any family's. */
  'participant.family': [...PARENTS, 'ADMIN'],
  /**
   * One child's record, bookings and contact persons: parents their own, instructors the
   * children booked on a service they teach, `participant.manage.any` anyone's (handlers check).
   */
  'participant.read': [...PARENTS, 'ADMIN', 'INSTRUCTOR'],
  /** The office's participant list: admins every child, instructors those of their services. */
  'participant.staff': ['ADMIN', 'INSTRUCTOR'],
  /** The children a guardian is linked to as pick-up person (issue 19), read-only. */
  'participant.linked': ['GUARDIAN'],
  'people.read': FAMILIES_AND_STAFF,
  /**
   * The family's data export (GDPR right of access, issue 19.8): everything held about the
   * caller's own family as a zip. The family roles that may have a customer record; never
   * another family's, so there is no `.any`.
   */
  'family.export': CUSTOMER_RECORD_ROLES,
  /** The change history of customers, participants, persons and users (issue 17.8). */
  'history.read': ['ADMIN'],

  // Services and bookings
  'event.read': EVERYONE,
  'event.bookable': SIGNED_IN,
  'event.manage': ['ADMIN'],
  /**
   * The office's reads of services: a service's record, its participants and their export, the
   * service dialog's base data. Instructors read the services they teach (handlers check it);
   * `event.read.any` reads every service's.
   */
  'event.staff': ['ADMIN', 'INSTRUCTOR'],
  'event.read.any': ['ADMIN'],
  /** The e-mail composer's pickers: services and participants across families (spec 002 §2.3). */
  'email.compose': ['ADMIN'],
  /** The log of sent e-mails, its detail and resend (spec 001 §2.4): families' letters. */
  'email.log': ['ADMIN'],
  /** The member price of a service (spec 002 §6). */
  'price.member': ['ADMIN', 'SYS_ADMIN', 'MEMBER'],
  /** A service's total price (spec 002 §6; CUSTOMER and ANONYMOUS: server/services/event/README). */
  'price.total': ['ADMIN', 'SYS_ADMIN', 'GUARDIAN', 'USER', 'INSTRUCTOR', 'CUSTOMER', ANONYMOUS],
  'booking.own': PARENTS,
  'booking.manage': ['ADMIN'],
  /** Check a booking and its price: parents for their own children, `booking.manage` for any. */
  'booking.check': [...PARENTS, 'ADMIN'],
  'booking.read': ['ADMIN', 'CUSTOMER', 'MEMBER', 'INSTRUCTOR', 'GUARDIAN', 'PARTICIPANT'],
  /**
   * The booking dialog's Save (spec 001 §6): `booking.manage` any field of any booking, an
   * instructor the notes of their services' bookings, parents their own family's (always PENDING).
   */
  'booking.save': ['ADMIN', 'INSTRUCTOR', ...PARENTS],
  /**
   * Change a stored booking's weekdays, stop and escort (`PUT /api/booking/change-booking`):
   * parents their own family's (back to PENDING), `booking.manage` any.
   */
  'booking.change': [...PARENTS, 'ADMIN'],
  /** A booking's notes: shown and written by the office and the instructors (spec 001 §6). */
  'booking.notes': ['ADMIN', 'INSTRUCTOR'],

  /**
   * The inconsistencies of services (spec 001 §4.6, issue 23): instructors look at those of the
   * services they teach (handlers check), `inconsistency.read.any` at every service's and the
   * school year's overview; `inconsistency.resolve` acts on them (adjust, cancel, split, move).
   */
  'inconsistency.read': ['ADMIN', 'INSTRUCTOR'],
  'inconsistency.read.any': ['ADMIN'],
  'inconsistency.resolve': ['ADMIN'],
  /** Every family's bookings in the booking list; without it staff read their services', families their own. */
  'booking.read.any': ['ADMIN'],
  'calendar.read': ['ADMIN', 'CUSTOMER', 'MEMBER', 'INSTRUCTOR', 'GUARDIAN', 'PARTICIPANT'],
  /** Every service in the calendar, filterable; without it one's taught services and bookings. */
  'calendar.read.any': ['ADMIN'],
  /** A child's absences: parents report and withdraw their own children's future ones. */
  'absence.family': [...PARENTS, 'ADMIN'],
  /** Any family's absences, past ones included (the office). */
  'absence.manage.any': ['ADMIN'],
  /**
   * A child's week (`/my/schedule`, issue 19.6): parents their children, guardians the children
   * linked to them, `participant.manage.any` any child's (handlers check).
   */
  'schedule.read': [...PARENTS, 'GUARDIAN', 'ADMIN'],
  /** A child's private calendar link: made and renewed by the parents, for their own children. */
  'schedule.feed': PARENTS,
  /** The calendar feed itself: its secret URL is the only key, no session. */
  'schedule.subscribe': EVERYONE,

  /**
   * The presence lists (registers) and their PDF (spec 001 §2.3): instructors take those of the
   * services they teach (handlers check), `presence.take.any` every service's. Families none.
   */
  'presence.take': ['ADMIN', 'INSTRUCTOR'],
  'presence.take.any': ['ADMIN'],

  // Base data
  'location.read': BASE_DATA_READERS,
  'location.manage': ['ADMIN'],
  'stop.read': BASE_DATA_READERS,
  'stop.manage': ['ADMIN'],
  'busStop.read': EVERYONE,
  'instructor.read': BASE_DATA_READERS,
  /** Every instructor's record; without it an instructor reads their own (spec 002 §6). */
  'instructor.read.any': ['ADMIN', 'SYS_ADMIN'],
  'instructor.manage': ['ADMIN'],
  /**
   * The business-area overview (`/business-area`): its menu entry is ADMIN's (spec 000 §2); system
   * administrators, who switch the toggles it shows, read it too.
   */
  'businessArea.read': ['ADMIN', 'SYS_ADMIN'],

  // Office areas (the portal's route table of spec 000 §6)
  /** School years with their dates (`GET api/school-year`, `/current`): no secret, any session. */
  'schoolYear.read': SIGNED_IN,
  /** Which year is in its booking phase and since when: the widgets ask it signed out too. */
  'schoolYear.phase': EVERYONE,
  /** School years' dates, booking phases, the roll-out and rollback of the next year. */
  'schoolYear.manage': ['ADMIN'],
  'list.read': ['ADMIN', 'MEMBER'],
  /** SEPA direct debit files and their reports (issue 22.5): families' bank data, the office's. */
  'directDebit.export': ['ADMIN'],
  'listDetail.read': ['ADMIN'],
  'basket.use': ['ADMIN', 'SYS_ADMIN', 'INSTRUCTOR'],
  'dashboard.read': ['ADMIN', 'SYS_ADMIN', 'INSTRUCTOR'],
  /**
   * The dashboard's count tiles (`GET /api/count/all`); each count is answered only to a caller
   * who may open the list its tile leads to.
   */
  'dashboard.counts': ['ADMIN', 'SYS_ADMIN'],
  /** The documents screen: a family reads its own documents, `document.read.any` every one. */
  'document.read': ['ADMIN', 'CUSTOMER', 'MEMBER', 'INSTRUCTOR'],
  'document.read.any': ['ADMIN'],
  /** The document dialog: upload a document, rename one (spec 001 §2.2, §5). */
  'document.manage': ['ADMIN'],
  /**
   * Monthly invoices, their summaries and direct-debit files (issue 22.3–22.6): the office's.
   * Families read their issued invoices as documents (`document.read`).
   */
  'invoice.manage': ['ADMIN'],
  'participantPerson.manage': ['ADMIN', 'CUSTOMER'],
  /** The personal area's start page (`/my/dashboard`): whoever the menu offers it to (spec 000 §2). */
  'myDashboard.read': FAMILIES_AND_STAFF,
  /** Any family's pick-up persons and coordinators; without it a customer manages their own. */
  'participantPerson.manage.any': ['ADMIN'],
  /**
   * The personal area's pick-up persons (`/my/guardians`, issue 19.3): parents keep their own
   * family's (`pickUp.own`); a guardian reads the children they are linked to (`pickUp.read`).
   */
  'pickUp.read': [...PARENTS, 'GUARDIAN'],
  'pickUp.own': PARENTS,
  'credentials.use': ['EXT_PROVIDER'],
  /**
   * API keys (issue 21.4). `apiKey.use`: who creates keys, and the roles a key acts with (a
   * provider who loses the role loses their keys' power at once). `apiKey.keep`: the key list
   * and revoking — a provider their own, `apiKey.manage` (SYS_ADMIN) every provider's.
   */
  'apiKey.use': ['EXT_PROVIDER'],
  'apiKey.keep': ['EXT_PROVIDER', 'SYS_ADMIN'],
  'apiKey.manage': ['SYS_ADMIN'],
  'system.manage': ['SYS_ADMIN'],

  // Sessions of the widgets
  /**
   * The roles a widget's session keeps (the others are dropped when it is loaded): a family's.
   * Staff powers never act from a partner's page, whose scripts can read the token.
   */
  'session.widget': ['CUSTOMER', 'MEMBER', 'GUARDIAN', 'PARTICIPANT', 'USER'],

  // The portal's side menu and layout (spec 000 §2), where they show less than the route table
  // admits. A menu entry names the capability of its screen when the audiences agree, else one
  // of these; `sideMenuFor` also asks the route guard, so an entry never leads to /error.
  /** The office's entries (dashboard, lists, instructors, business areas, basket, e-mails). */
  'menu.office': ['ADMIN'],
  /** The family entries (participants, bookings, calendar, personal area); not PARTICIPANT. */
  'menu.family': FAMILIES_AND_STAFF,
  /** The documents entry: the families' and the office's, not the instructors'. */
  'menu.documents': ['ADMIN', 'CUSTOMER', 'MEMBER'],
  /**
   * The personal area's own entries for a family's parents (bookings, pick-up persons, absences,
   * bus, childminding, data, documents: `PERSONAL_MENU`); staff's personal area is its overview.
   */
  'menu.myFamily': PARENTS,
  /** The personal area's entries about the children: parents', and a guardian's linked ones. */
  'menu.myChildren': [...PARENTS, 'GUARDIAN'],
  /** The logo of the top bar leads home (spec 000 §2: enabled for ADMIN only). */
  'layout.logoHome': ['ADMIN'],
  /** The sidebar stays open without a toggle (spec 000 §2: the external provider's). */
  'layout.fixedSidebar': ['EXT_PROVIDER'],
} as const satisfies Record<string, readonly RoleOrAnonymous[]>;

/** A capability of {@link CAPABILITIES}. */
export type Capability = keyof typeof CAPABILITIES;

/** The roles that hold `capability` (ANONYMOUS when visitors without a session hold it). */
export function rolesWith(capability: Capability): readonly RoleOrAnonymous[] {
  return CAPABILITIES[capability];
}

/**
 * Whether `holder` (a session, a signed-in user, or null for a visitor) may do `capability`.
 * @example if (!can(session, 'participant.manage.any')) await ensureOwnChild(session, id);
 */
export function can(holder: RoleHolder, capability: Capability): boolean {
  return hasAnyRole(holder, CAPABILITIES[capability]);
}

/** The enumerations of spec 000 §3, 001 §3 and 002 §3, shared by portal, widgets and server. */

export const ROLES = [
  'ADMIN',
  'SYS_ADMIN',
  'INSTRUCTOR',
  'CUSTOMER',
  'MEMBER',
  'GUARDIAN',
  'PARTICIPANT',
  'EXT_PROVIDER',
  'USER',
] as const;
export type Role = (typeof ROLES)[number];

/** The pseudo-role of a visitor who is not signed in; never stored on a user. */
export const ANONYMOUS = 'ANONYMOUS';
export type RoleOrAnonymous = Role | typeof ANONYMOUS;

export const BUSINESS_AREAS = [
  'CHILDMINDING',
  'ECA',
  'HOLIDAY_CAMP',
  'PARENT_ACTIVITIES',
  'SCHOOL_BUS',
  'SCHOOL',
] as const;
export type BusinessArea = (typeof BUSINESS_AREAS)[number];

export const GENDERS = ['MALE', 'FEMALE', 'DIVERS'] as const;
export type Gender = (typeof GENDERS)[number];

export const CONTACT_TYPES = [
  'MOBILE',
  'PHONE',
  'MOBILE_BUSINESS',
  'PHONE_BUSINESS',
  'BUSINESS_EMAIL',
  'EMAIL',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const BOOKING_STATUSES = [
  'ACCEPTED',
  'PENDING',
  'CANCELED',
  'CANCELED_IMMEDIATELY',
  'WAITING_LIST',
  'FINISHED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const GRADES = [
  'M1',
  'M2',
  'P1',
  'P2',
  'P3',
  'P4',
  'P5',
  'S1',
  'S2',
  'S3',
  'S4',
  'S5',
  'S6',
  'S7',
  'Graduate',
] as const;
export type Grade = (typeof GRADES)[number];
/** The modular and primary subset. */
export const PRIMARY_GRADES = [
  'M1',
  'M2',
  'P1',
  'P2',
  'P3',
  'P4',
  'P5',
] as const satisfies readonly Grade[];

export const BOOKING_GRADES = ['A', 'B', 'C', 'D', 'UNKNOWN'] as const;
export const AGE_GROUPS = ['PP', 'SP', 'ALL'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const LANGUAGES = [
  'BG',
  'DE',
  'EL',
  'ES',
  'EN',
  'FR',
  'HR',
  'IT',
  'LV',
  'NL',
  'PL',
  'PT',
  'TR',
] as const;
export type Language = (typeof LANGUAGES)[number];
/** The class languages of the school (a participant's class is taught in one of these). */
export const CLASS_LANGUAGES = ['EN', 'DE', 'FR', 'IT', 'ES'] as const;

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const ESCORT_TYPES = ['ALONE', 'GUARDIAN'] as const;
export type EscortType = (typeof ESCORT_TYPES)[number];

export const PARTICIPANT_PERSON_TYPES = [
  'TRANSPORT_COORDINATOR',
  'BUS_COORDINATOR',
  'MODULAR_COORDINATOR',
  'SCHOOL_TEACHER',
] as const;
export type ParticipantPersonType = (typeof PARTICIPANT_PERSON_TYPES)[number];

export const RELATIONSHIP_TYPES = [
  'PARENT_CUSTOMER',
  'PARENT_SPOUSE',
  'GRANDPARENT',
  'SIBLING',
  'STEP_PARENT',
  'AUNT_UNCLE',
  'COUSIN',
  'BABYSITTER',
  'AU_PAIR',
  'FAMILY_FRIEND',
  'NEIGHBOR',
  'TAXI_DRIVER',
  'OTHER',
] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

export const DOCUMENT_TYPES = ['INVOICE', 'INVOICE_DRAFT', 'SUPERSEDED_INVOICE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Who a discount model applies to on an invoice: a family's further children, or granted families. */
export const DISCOUNT_RULES = ['SIBLING', 'GRANTED'] as const;
export type DiscountRule = (typeof DISCOUNT_RULES)[number];

export const EMAIL_STATUSES = [
  'SUCCESS',
  'QUIT',
  'TEMPLATE_ERROR',
  'AUTHENTICATION_ERROR',
  'SENT_ERROR',
] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const CHILDMINDING_MODES = ['INTERNALLY_ENABLED', 'OUTSOURCED'] as const;
export type ChildmindingMode = (typeof CHILDMINDING_MODES)[number];

export const TRANSITION_STATES = [
  'NOT_ROLLED_OUT',
  'ROLLBACK_POSSIBLE',
  'ROLLBACK_ONGOING',
] as const;
export type TransitionState = (typeof TRANSITION_STATES)[number];

export const INCONSISTENCY_TYPES = [
  'GRADE',
  'EVENT_MAX',
  'EVENT_MIN',
  'LOCATION_MAX',
  'LOCATION_COLLISION',
  'PARTICIPANT_TIMESLOT',
] as const;
export const SEVERITIES = ['SEVERE', 'ERROR', 'WARNING', 'INFO'] as const;

export const BASKET_ENTRY_TYPES = ['CUSTOMER', 'PERSON', 'USER'] as const;
export type BasketEntryType = (typeof BASKET_ENTRY_TYPES)[number];

/** Cost-item kinds of a service's price (spec 002 §3). */
export const COST_ITEM_KINDS = ['ADMINISTRATOR', 'INSTRUCTOR', 'MATERIAL'] as const;

/** UI locales. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

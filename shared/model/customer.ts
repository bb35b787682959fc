import type {
  ContactType,
  Gender,
  Language,
  ParticipantPersonType,
  RelationshipType,
  Role,
} from './enums';

/** An address row of a person (spec 000 §3); `country` is an ISO 3166 alpha-2 code. */
export interface PersonAddress {
  id?: number | null;
  version?: number | null;
  street: string;
  zip: string;
  city: string;
  country: string;
}

/** A contact row of a person: a phone number or an e-mail address of one type. */
export interface PersonContact {
  id?: number | null;
  version?: number | null;
  contactType: ContactType;
  value: string;
  notes?: string | null;
}

/** A person as `GET /api/person/{id}` and `PUT /api/person/` answer it. */
export interface PersonRecord {
  id: number;
  givenName: string;
  familyName: string;
  title: string | null;
  gender: Gender | null;
  email: string | null;
  /** yyyy-MM-dd */
  birthday: string | null;
  notes: string | null;
  /** The stored picture's id, or null without one. */
  imageId: number | null;
  addressSet: PersonAddress[];
  contactSet: PersonContact[];
  languageSet: Language[];
  version: number;
}

/** Answer of `GET /api/person?email&includeRoles=true`: the person and, if a user, the roles. */
export interface PersonWithRoles extends PersonRecord {
  roles?: Role[];
}

/** Answer of `GET /api/person/exists?email`: the id of the person with that e-mail, or null. */
export interface PersonExists {
  id: number | null;
}

/**
 * Answer of `PUT /api/person/check-mail/` (spec 001 §7): whether another person already has the
 * e-mail, and who. The names come only to callers who may read any person; others learn only
 * that the address is taken.
 */
export interface MailCheck {
  existAlready: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** Answer of `GET /api/user/exists?login`. */
export interface UserExists {
  exists: boolean;
}

/** Answer of `GET /api/customer/exists?email` (ADMIN). */
export interface CustomerExists {
  exists: boolean;
  customerId?: number;
}

/** What the payment dialog asks for, as `GET /api/customer/is-missing-information` names it. */
export const MISSING_INFORMATION_FIELDS = [
  'address',
  'iban',
  'bic',
  'bankName',
  'sepaMandate',
] as const;
export type MissingInformationField = (typeof MISSING_INFORMATION_FIELDS)[number];

/** Answer of `GET /api/customer/is-missing-information`. */
export interface MissingInformation {
  missing: boolean;
  fields: MissingInformationField[];
}

/** A customer's bank data, as `GET` and `PUT /api/customer/payment` answer it. */
export interface CustomerPayment {
  /** Without spaces; '' when none is stored. */
  iban: string;
  bic: string;
  bankName: string;
  /** The customer's version; 0 before a customer record exists. */
  version: number;
  /** The SEPA mandate reference, once the customer agreed to direct debit. */
  mandateId: string | null;
  /** yyyy-MM-dd of the mandate's signature. */
  mandateDate: string | null;
}

/** Body of `POST /api/customer/validate-payment`. */
export interface PaymentCheck {
  iban: string;
  bic: string;
  bankName?: string;
  hasAgreedSepa?: boolean;
}

/** Answer of `POST /api/customer/validate-payment`: the normalised value, or '' when invalid. */
export interface ValidatedPayment {
  iban: string;
  bic: string;
}

/** Body of `PUT /api/customer/payment`; `address`, when given, becomes the person's first address. */
export interface PaymentUpdate {
  iban: string;
  bic: string;
  bankName: string;
  /** Saving needs the SEPA mandate ticked (spec 000 §5). */
  hasAgreedSepa: true;
  version: number;
  address?: PersonAddress;
}

/** A spouse as `PUT /api/customer/spouse` takes it (no id: the customer's spouse is replaced). */
export interface SpouseInput {
  givenName: string;
  familyName: string;
  title?: string | null;
  gender: Gender;
  email?: string | null;
  birthday?: string | null;
  contactSet?: PersonContact[];
}

/** Body of `PUT /api/customer/spouse`: the spouse or null to clear it, and the customer's version. */
export interface SpouseUpdate {
  spouse: SpouseInput | null;
  version: number;
}

/** Answer of `PUT /api/customer/spouse`. */
export interface SpouseSaved {
  spouse: PersonRecord | null;
  version: number;
}

/** A child of the customer in the profile. */
export interface ProfileParticipant {
  id: number;
  person: PersonRecord;
}

/** A guardian or pick-up person linked to one of the customer's children. */
export interface ProfileGuardian {
  id: number;
  participantId: number;
  participantPersonType: ParticipantPersonType;
  relationship: RelationshipType | null;
  person: PersonRecord;
}

/** Answer of `GET /api/user/customer-profile`. */
export interface CustomerProfile {
  customerId: number;
  person: PersonRecord;
  participants: ProfileParticipant[];
  spouse: PersonRecord | null;
  payment: CustomerPayment;
  guardians: ProfileGuardian[];
}

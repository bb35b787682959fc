import type * as v from 'valibot';
import type { PersonRecord } from './customer';
import { listQuerySchema } from './list';

/**
 * The query of `GET /api/customer/` and of the `/customer` screen's URL (spec 001 §2.2): by
 * family name (then given name, e-mail or membership id); the search looks in the names, the
 * e-mail, the membership id and the names of the customer's children.
 */
export const customerListQuery = listQuerySchema({
  orderBy: ['familyName', 'givenName', 'email', 'membershipId'],
  search: true,
});

/** The parsed customer list query. */
export type CustomerListQuery = v.InferOutput<typeof customerListQuery>;

/** One row of the customer list. */
export interface CustomerRow {
  id: number;
  givenName: string;
  familyName: string;
  email: string | null;
  hasMembership: boolean;
  membershipId: string | null;
  /** The children's names as 'Given Family', sorted. */
  children: string[];
}

/** A child of the customer as the dialog's Participants tab lists it. */
export interface CustomerParticipant {
  id: number;
  givenName: string;
  familyName: string;
  /** The class of the current school year as 'P3 DE A', or null without one. */
  clazz: string | null;
}

/** `GET /api/customer/{id}`: the customer as the office dialog edits it (spec 001 §3). */
export interface CustomerRecord {
  id: number;
  version: number;
  person: PersonRecord;
  spouse: PersonRecord | null;
  hasMembership: boolean;
  /** Assigned by the parents' association: read-only in the portal. */
  membershipId: string | null;
  bankName: string | null;
  iban: string | null;
  bic: string | null;
  mandateId: string | null;
  /** yyyy-MM-dd */
  mandateDate: string | null;
  participants: CustomerParticipant[];
  /** The discount models (rule GRANTED) granted to the family: staff, hardship, on application. */
  grantedDiscountIds: number[];
}

/**
 * `GET /api/customer/discount-models`: a discount the office may grant a family (rule GRANTED);
 * the invoices apply the highest of a line's discounts (server/services/invoice/README.md).
 */
export interface GrantableDiscount {
  id: number;
  name: string;
  percent: number;
  description: string | null;
}

/** The answer of `PUT /api/customer`. */
export interface CustomerSaved {
  id: number;
  givenName: string;
  familyName: string;
}

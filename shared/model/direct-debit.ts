import * as v from 'valibot';
import type { SchemaContext } from '../contracts/endpoint';
import { emailSchema } from '../rules/email';
import { dateSchema } from './storable';

/** A collection's place in its mandate's life (EPC): the first, a later one, or the only one. */
export type SequenceType = 'FRST' | 'RCUR' | 'OOFF';

/**
 * Why a family is left out of a direct debit file: no mandate (id or signature date missing),
 * no account, an IBAN whose check digits are wrong, a mandate reference the file cannot carry
 * or signed after the collection date, a mandate unused for 36 months (expired under the SEPA
 * rules), a name with no Latin letters.
 */
export const LEFT_OUT_REASONS = [
  'NO_MANDATE',
  'NO_ACCOUNT',
  'INVALID_ACCOUNT',
  'INVALID_MANDATE',
  'MANDATE_EXPIRED',
  'NO_NAME',
] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

/** A family left out of a direct debit file, and why. */
export interface LeftOutFamily {
  customerId: number;
  name: string;
  membershipId: string | null;
  reason: LeftOutReason;
}

/** One block of a file: the collections of one sequence type. */
export interface DirectDebitReportGroup {
  sequenceType: SequenceType;
  count: number;
  controlSumCents: number;
}

/**
 * What a direct debit file holds or would hold, without the file: `GET
 * /api/invoice/direct-debit-parents-association-report` answers it before the download.
 */
export interface DirectDebitReport {
  paymentDate: string;
  /** The fee collected from each family, in cents. */
  feeCents: number;
  count: number;
  controlSumCents: number;
  groups: DirectDebitReportGroup[];
  leftOut: LeftOutFamily[];
}

/** The message of a collection date that is not after today. */
export const PAYMENT_DATE_FUTURE_KEY = 'directDebit.paymentDateFuture';

/** `paymentDate`: a real date after the school's today (a bank collects on a later day). */
const paymentDate = ({ today }: SchemaContext) =>
  v.pipe(
    dateSchema('directDebit.paymentDate'),
    v.check((value) => value > today, PAYMENT_DATE_FUTURE_KEY),
  );

/** Query of the parents' association's report: the collection date. */
export const parentsAssociationReportQuery = (context: SchemaContext) =>
  v.object({ paymentDate: paymentDate(context) });

/**
 * Query of the parents' association's file: the collection date and, optionally, an address
 * the file is also mailed to.
 */
export const parentsAssociationDebitQuery = (context: SchemaContext) =>
  v.object({
    paymentDate: paymentDate(context),
    email: v.optional(emailSchema({ required: false })),
  });

/** The name the parents' association's file is saved as. */
export const parentsAssociationDebitFileName = (paymentDate: string) =>
  `parents-association-direct-debit-${paymentDate}.xml`;

import * as v from 'valibot';
import type { SchemaContext } from '../contracts/endpoint';
import { emailSchema } from '../rules/email';
import {
  INVOICE_KEYS,
  INVOICE_MONTH_ENTRIES,
  INVOICE_PRODUCT_NAMES,
  isNotFutureMonth,
  type InvoiceProduct,
} from './invoice';
import { dateSchema, idTextSchema } from './storable';

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
  /** What the collection was for: the membership id, or the invoice number. */
  reference: string | null;
  /** What would have been collected, in cents. */
  amountCents: number;
  reason: LeftOutReason;
}

/** One block of a file: the collections of one collection date and sequence type. */
export interface DirectDebitReportGroup {
  collectionDate: string;
  sequenceType: SequenceType;
  count: number;
  controlSumCents: number;
}

/** What a direct debit file holds or would hold, without the file (shown before the download). */
export interface DirectDebitReport {
  count: number;
  controlSumCents: number;
  /** By collection date, then FRST, RCUR, OOFF: the file's payment information blocks. */
  groups: DirectDebitReportGroup[];
  leftOut: LeftOutFamily[];
}

/** `GET /api/invoice/direct-debit-parents-association-report`: one date, one fee for all. */
export interface MembershipDebitReport extends DirectDebitReport {
  paymentDate: string;
  /** The fee collected from each family, in cents. */
  feeCents: number;
}

/**
 * `GET /api/invoice/direct-debit-{product}-report/{year}/{month}`: the month's issued invoices of
 * the product, each collected on the date its pre-notification announced.
 */
export interface InvoiceDebitReport extends DirectDebitReport {
  product: InvoiceProduct;
  year: number;
  month: number;
}

/** Why a single invoice's file is refused (409): its family is left out for the reason. */
export const NOT_COLLECTABLE_KEYS = {
  NO_MANDATE: 'directDebit.notCollectable.NO_MANDATE',
  NO_ACCOUNT: 'directDebit.notCollectable.NO_ACCOUNT',
  INVALID_ACCOUNT: 'directDebit.notCollectable.INVALID_ACCOUNT',
  INVALID_MANDATE: 'directDebit.notCollectable.INVALID_MANDATE',
  MANDATE_EXPIRED: 'directDebit.notCollectable.MANDATE_EXPIRED',
  NO_NAME: 'directDebit.notCollectable.NO_NAME',
} as const satisfies Record<LeftOutReason, string>;

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

/** The kinds of the invoices' direct debit routes: the file, its report, one invoice's file. */
export type InvoiceDebitKind = 'xml' | 'report' | 'by-document';

/**
 * The path segment `direct-debit-{product}-{kind}` of the invoices' direct debit routes. Hono
 * cannot put a parameter inside a segment, so the contracts take the whole segment as the
 * `product` parameter and the schema reads the product out of it.
 */
export const invoiceDebitSegment = (product: InvoiceProduct, kind: InvoiceDebitKind) =>
  `direct-debit-${product}-${kind}`;

/** The segment's schema: `direct-debit-eca-xml` → `eca`; another product 400 on `product`. */
const productOfSegment = (kind: InvoiceDebitKind) =>
  v.pipe(
    v.string(INVOICE_KEYS.unknownProduct),
    v.transform((segment) => segment.slice('direct-debit-'.length, -(kind.length + 1))),
    v.picklist(INVOICE_PRODUCT_NAMES, INVOICE_KEYS.unknownProduct),
  );

/** `{segment}/{year}/{month}` of the month's file and report: a product, a month up to now. */
export const invoiceDebitMonthParams =
  (kind: 'xml' | 'report') =>
  ({ today }: SchemaContext) =>
    v.pipe(
      v.object({ product: productOfSegment(kind), ...INVOICE_MONTH_ENTRIES }),
      v.forward(
        v.check((input) => isNotFutureMonth(today, input), INVOICE_KEYS.futureMonth),
        ['month'],
      ),
    );

/** Query of the invoices' files: optionally an address the file is also mailed to. */
export const invoiceDebitQuery = v.object({ email: v.optional(emailSchema({ required: false })) });

/** `{segment}/{documentId}` of one invoice's file. */
export const invoiceDebitDocumentParams = v.object({
  product: productOfSegment('by-document'),
  id: idTextSchema,
});

/** The name the month's invoices' file is saved as. */
export const invoiceDebitFileName = (product: InvoiceProduct, year: number, month: number) =>
  `invoices-${product}-${year}-${String(month).padStart(2, '0')}-direct-debit.xml`;

/** The name one invoice's file is saved as. */
export const invoiceDocumentDebitFileName = (number: string) =>
  `invoice-${number}-direct-debit.xml`;

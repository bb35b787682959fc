import * as v from 'valibot';
import type { BusinessArea, DocumentType } from './enums';
import type { PriceLabelKey } from './price-label';
import { idSchema, STORABLE_KEYS } from './storable';

/**
 * Monthly invoices (issue 22.3, spec 002 §7): a run per month and product makes a draft per
 * family, the office issues them. Amounts are integers in cents everywhere.
 */

/** The products a family pays for: the business areas but SCHOOL, as the URLs spell them. */
export const INVOICE_PRODUCTS = {
  eca: 'ECA',
  'school-bus': 'SCHOOL_BUS',
  childminding: 'CHILDMINDING',
  'holiday-camp': 'HOLIDAY_CAMP',
  'parent-activities': 'PARENT_ACTIVITIES',
} as const satisfies Record<string, Exclude<BusinessArea, 'SCHOOL'>>;
export type InvoiceProduct = keyof typeof INVOICE_PRODUCTS;
export const INVOICE_PRODUCT_NAMES = [
  'eca',
  'school-bus',
  'childminding',
  'holiday-camp',
  'parent-activities',
] as const satisfies readonly InvoiceProduct[];

/** The product of a business area (SCHOOL has none). */
export const productOf = (area: BusinessArea): InvoiceProduct | null =>
  INVOICE_PRODUCT_NAMES.find((product) => INVOICE_PRODUCTS[product] === area) ?? null;

/** The reasons of the invoice answers (catalog `common`: the server's keys). */
export const INVOICE_KEYS = {
  futureMonth: 'invoice.futureMonth',
  unknownProduct: 'invoice.unknownProduct',
  notAnInvoice: 'invoice.notAnInvoice',
  notDraft: 'invoice.notDraft',
} as const;

const numberText = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()], STORABLE_KEYS.invalidInput),
    v.transform(String),
    v.regex(/^\d{1,4}$/, STORABLE_KEYS.invalidInput),
    v.transform(Number),
    v.minValue(min, STORABLE_KEYS.invalidInput),
    v.maxValue(max, STORABLE_KEYS.invalidInput),
  );

const product = v.pipe(
  v.string(INVOICE_KEYS.unknownProduct),
  v.picklist(INVOICE_PRODUCT_NAMES, INVOICE_KEYS.unknownProduct),
);

/** A month of invoices: not after the school's current month (nothing has been booked yet). */
export const INVOICE_MONTH_ENTRIES = { year: numberText(2000, 2100), month: numberText(1, 12) };
const monthEntries = INVOICE_MONTH_ENTRIES;
/** Whether the month is not after the month of `today` (`yyyy-MM-dd`). */
export const isNotFutureMonth = (today: string, { year, month }: { year: number; month: number }) =>
  year * 100 + month <= Number(today.slice(0, 4)) * 100 + Number(today.slice(5, 7));
const notFuture = (today: string) => (input: { year: number; month: number }) =>
  isNotFutureMonth(today, input);

/** `{year}/{month}` of the summaries: a month up to the current one. */
export const invoiceMonthParams = ({ today }: { today: string }) =>
  v.pipe(
    v.object(monthEntries),
    v.forward(
      v.check((input) => notFuture(today)(input), INVOICE_KEYS.futureMonth),
      ['month'],
    ),
  );

/** Body of `PUT /api/invoice/run` and query of the invoice list: a month and a product. */
export const invoiceRunSchema = ({ today }: { today: string }) =>
  v.pipe(
    v.object({ ...monthEntries, product }),
    v.forward(
      v.check((input) => notFuture(today)(input), INVOICE_KEYS.futureMonth),
      ['month'],
    ),
  );
export type InvoiceRunInput = { year: number; month: number; product: InvoiceProduct };

/** Body of `PUT /api/invoice/issue`: the drafts to issue (their document ids). */
export const invoiceIssueSchema = v.object({
  documentIds: v.pipe(
    v.array(idSchema),
    v.minLength(1, STORABLE_KEYS.invalidInput),
    v.maxLength(2000, STORABLE_KEYS.invalidInput),
  ),
});
export type InvoiceIssueInput = v.InferOutput<typeof invoiceIssueSchema>;

/** Body of `PUT /api/invoice/correct`: the issued invoice to replace. */
export const invoiceCorrectSchema = v.object({ documentId: idSchema });

/** One line of an invoice: a booking's charge in the month. */
export interface InvoiceLine {
  bookingId: number | null;
  participantName: string;
  serviceName: string;
  labelKey: PriceLabelKey;
  /** The days of the month the line charges for, both included. */
  periodFrom: string;
  periodTo: string;
  /** Before the discount (a monthly cost pro rata for a part of the month). */
  baseCents: number;
  discountName: string | null;
  discountPercent: number | null;
  discountCents: number;
  /** What the family pays for the line, VAT included. */
  amountCents: number;
  vatPercent: number;
  /** The VAT the amount contains. */
  vatCents: number;
}

/** An invoice or draft as the office's list shows it. */
export interface InvoiceRow {
  documentId: number;
  type: DocumentType;
  /** Null for a draft. */
  number: string | null;
  customerId: number;
  family: string;
  year: number;
  month: number;
  product: InvoiceProduct;
  totalCents: number;
  vatCents: number;
  lineCount: number;
  /** The issue day and the announced collection day (null for a draft). */
  issuedOn: string | null;
  collectionDate: string | null;
}

/** One invoice with its lines (the review dialog). */
export interface InvoiceDetail extends InvoiceRow {
  lines: InvoiceLine[];
}

/** Answer of `PUT /api/invoice/run`. */
export interface InvoiceRunAnswer {
  /** Drafts made by this run. */
  created: number;
  /** Families that had a draft or an invoice for the month already (left as they are). */
  kept: number;
}

/** Answer of `PUT /api/invoice/issue`. */
export interface InvoiceIssueAnswer {
  issued: InvoiceRow[];
}

/** The summary files' names. */
export const invoiceSummaryName = (year: number, month: number, extension: 'xlsx' | 'csv') =>
  `Invoices_${year}-${String(month).padStart(2, '0')}.${extension}`;

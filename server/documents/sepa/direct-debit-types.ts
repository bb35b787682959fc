/** A collection's place in its mandate's life (EPC): the first, a later one, or the only one. */
export const SEQUENCE_TYPES = ['FRST', 'RCUR', 'OOFF'] as const;
export type SequenceType = (typeof SEQUENCE_TYPES)[number];

/** Who collects: the configuration's creditor (`sepaCreditor*`, `readSepaCreditor`). */
export interface SepaCreditor {
  name: string;
  iban: string;
  /** Optional since 2016; `NOTPROVIDED` goes in its place. */
  bic?: string | null;
  /** The creditor identifier, e.g. `DE98ZZZ09999999999`. */
  creditorId: string;
}

/** One direct debit of one debtor. */
export interface DirectDebitCollection {
  /** The account holder, as typed: reduced to the bank's characters and 70 long here. */
  debtorName: string;
  iban: string;
  /** Left out (`NOTPROVIDED`) when empty or not the IBAN's country. */
  bic?: string | null;
  /** The mandate's reference, used as it is (see {@link collectionProblem}). */
  mandateId: string;
  /** The mandate's signature date, `yyyy-MM-dd`. */
  mandateDate: string;
  sequenceType: SequenceType;
  /** In cents: a positive integer. */
  amountCents: number;
  /** The requested collection date, `yyyy-MM-dd`. */
  collectionDate: string;
  /** The debtor's statement line (the invoice number): reduced and cut to 140 here. */
  remittance: string;
  /** The reference the bank hands back with a return: reduced to the identifier set, 35 long. */
  endToEndId: string;
}

/** What {@link directDebitXml} is given. */
export interface DirectDebitFileInput {
  creditor: SepaCreditor;
  collections: readonly DirectDebitCollection[];
  /** The file's own id (GrpHdr/MsgId): unique per creditor; reduced and cut to 24 characters. */
  messageId: string;
  /** When the file was made (GrpHdr/CreDtTm). */
  createdAt?: Date;
}

/** One payment information block: the collections of one sequence type and collection date. */
export interface DirectDebitGroup {
  sequenceType: SequenceType;
  collectionDate: string;
  count: number;
  controlSumCents: number;
}

/** A pain.008.001.08 file with its figures. */
export interface DirectDebitFile {
  xml: string;
  messageId: string;
  count: number;
  controlSumCents: number;
  groups: DirectDebitGroup[];
}

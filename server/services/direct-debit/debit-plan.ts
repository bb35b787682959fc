import type { DirectDebitReport, LeftOutFamily } from '../../../shared/model/direct-debit';
import {
  directDebitXml,
  isCompleteCreditor,
  SEQUENCE_TYPES,
  type DirectDebitCollection,
  type DirectDebitFile,
  type SepaCreditor,
} from '../../documents/sepa/direct-debit-xml';
import type { Reader, Transaction } from '../../db/database';
import { conflict } from '../../errors';
import {
  readMandateHistory,
  recordCollections,
  sequenceTypeOf,
  type CollectionToRecord,
} from './collections';
import { leftOutReason, type MandateData } from './left-out-reason';
import { readSepaCreditor } from './sepa-creditor';

/** The collections of a file to make, and the families it leaves out. */
export interface DebitPlan {
  creditor: SepaCreditor;
  messageId: string;
  collections: CollectionToRecord[];
  leftOut: LeftOutFamily[];
}

/** The configured creditor; 409 `directDebit.creditorIncomplete` while it cannot collect. */
export async function completeCreditor(db: Reader): Promise<SepaCreditor> {
  const creditor = await readSepaCreditor(db);
  if (!isCompleteCreditor(creditor)) throw conflict('directDebit.creditorIncomplete');
  return creditor;
}

/** One family's debt for a file: who, what for, the bank data, and the collection but its type. */
export interface DebitCandidate {
  customerId: number;
  name: string;
  /** The membership id or the invoice number, for the report. */
  reference: string | null;
  purpose: string;
  bank: MandateData & { bic: string | null };
  collection: Pick<
    DirectDebitCollection,
    'amountCents' | 'collectionDate' | 'remittance' | 'endToEndId'
  >;
}

/**
 * Sorts the candidates into the file's collections (each with its sequence type from the
 * mandate's history: FRST, RCUR after another file, the recorded one when the same collection
 * is made again) and the families left out with their reason.
 */
export async function sortCandidates(
  db: Reader,
  messageId: string,
  candidates: readonly DebitCandidate[],
): Promise<Pick<DebitPlan, 'collections' | 'leftOut'>> {
  const history = await readMandateHistory(
    db,
    candidates.flatMap(({ bank }) => (bank.mandateId ? [bank.mandateId] : [])),
    candidates.map(({ collection }) => collection.endToEndId),
  );
  const collections: CollectionToRecord[] = [];
  const leftOut: LeftOutFamily[] = [];
  for (const { customerId, name, reference, purpose, bank, collection: debt } of candidates) {
    const mandateId = bank.mandateId ?? '';
    const collection: DirectDebitCollection = {
      ...debt,
      debtorName: name,
      iban: bank.iban ?? '',
      bic: bank.bic,
      mandateId,
      mandateDate: bank.mandateDate ?? '',
      sequenceType: sequenceTypeOf(history, { mandateId, endToEndId: debt.endToEndId }),
    };
    const reason = leftOutReason(bank, collection, history.lastCollected.get(mandateId));
    if (reason)
      leftOut.push({ customerId, name, reference, amountCents: debt.amountCents, reason });
    else collections.push({ customerId, purpose, messageId, collection });
  }
  return { collections, leftOut };
}

/** Counts and sums of a plan per collection date and sequence type, in the file's order. */
export function debitReport({ collections, leftOut }: DebitPlan): DirectDebitReport {
  const groups = new Map<string, DirectDebitReport['groups'][number]>();
  const sorted = collections
    .map((row) => row.collection)
    .sort(
      (a, b) =>
        a.collectionDate.localeCompare(b.collectionDate) ||
        SEQUENCE_TYPES.indexOf(a.sequenceType) - SEQUENCE_TYPES.indexOf(b.sequenceType),
    );
  for (const { collectionDate, sequenceType, amountCents } of sorted) {
    const key = `${collectionDate} ${sequenceType}`;
    const group = groups.get(key) ?? { collectionDate, sequenceType, count: 0, controlSumCents: 0 };
    group.count += 1;
    group.controlSumCents += amountCents;
    groups.set(key, group);
  }
  const list = [...groups.values()];
  return {
    count: collections.length,
    controlSumCents: list.reduce((sum, group) => sum + group.controlSumCents, 0),
    groups: list,
    leftOut,
  };
}

/**
 * Makes the plan's pain.008 file inside `tx` and records its collections there (the next file
 * knows them). 409 `directDebit.nothingToCollect` when no collection is left.
 */
export async function writeDebitFile(
  tx: Transaction,
  plan: DebitPlan,
  now: Date,
): Promise<DirectDebitFile> {
  if (plan.collections.length === 0) throw conflict('directDebit.nothingToCollect');
  const file = directDebitXml({
    creditor: plan.creditor,
    messageId: plan.messageId,
    createdAt: now,
    collections: plan.collections.map((row) => row.collection),
  });
  await recordCollections(tx, plan.collections);
  return file;
}

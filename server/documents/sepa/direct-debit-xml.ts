import { Document } from 'sepa';
import { isValidBic } from '../../../shared/rules/bic';
import { isValidCreditorId } from '../../../shared/rules/creditor-id';
import { isValidIbanChecksum, normalizeIban } from '../../../shared/rules/iban';
import {
  SEQUENCE_TYPES,
  type DirectDebitCollection,
  type DirectDebitFile,
  type DirectDebitFileInput,
  type DirectDebitGroup,
  type SepaCreditor,
} from './direct-debit-types';
import { isSepaId, sepaId, sepaText } from './sepa-text';

export * from './direct-debit-types';

/** The format German and other SEPA banks take since November 2019 (EPC rulebook 2019). */
export const PAIN_FORMAT = 'pain.008.001.08';
/** EPC's limits: names 70 characters (the schema allows 140), remittance 140. */
export const MAX_NAME = 70;
export const MAX_REMITTANCE = 140;
/** The message id's share of 35, leaving room for the library's `.group.transaction` ids. */
export const MAX_MESSAGE_ID = 24;
/** The largest amount of one collection the schemes allow: 999,999,999.99 €. */
export const MAX_AMOUNT_CENTS = 99_999_999_999;

/** Why a collection cannot go into a file; the caller leaves it out and reports it. */
export type CollectionProblem = 'IBAN' | 'MANDATE' | 'AMOUNT' | 'NAME' | 'DATE';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The first reason `collection` cannot be collected, or null. */
export function collectionProblem(collection: DirectDebitCollection): CollectionProblem | null {
  if (!isValidIbanChecksum(collection.iban)) return 'IBAN';
  if (!isDate(collection.collectionDate)) return 'DATE';
  if (
    !isSepaId(collection.mandateId) ||
    !isDate(collection.mandateDate) ||
    collection.mandateDate > collection.collectionDate
  )
    return 'MANDATE';
  const cents = collection.amountCents;
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > MAX_AMOUNT_CENTS) return 'AMOUNT';
  if (sepaText(collection.debtorName, MAX_NAME) === '') return 'NAME';
  return null;
}

/** Whether the creditor can collect: a name, a valid IBAN and creditor identifier. */
export function isCompleteCreditor(creditor: SepaCreditor): boolean {
  return (
    sepaText(creditor.name, MAX_NAME) !== '' &&
    isValidIbanChecksum(creditor.iban) &&
    isValidCreditorId(creditor.creditorId)
  );
}

/** Cents as the file writes amounts: `1234` → `"12.34"`, by integer arithmetic. */
export function formatCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The library's amount from cents. Exact: every `n / 100` below 2^53 / 100 is the double
 * nearest its decimal, so the library's `toFixed(2)` writes {@link formatCents}'s text.
 */
const toEuro = (cents: number) => cents / 100;

/** Places outside a BIC's country that use its country's IBANs (as the library checks). */
const IBAN_TERRITORIES: Record<string, string[]> = {
  FI: ['AX'],
  FR: ['GF', 'GP', 'MQ', 'RE', 'PF', 'TF', 'YT', 'NC', 'BL', 'MF', 'PM', 'WF'],
  GB: ['IM', 'JE', 'GG'],
};

/** The BIC if it is valid and of the IBAN's country; else none (optional in SEPA since 2016). */
function fittingBic(bic: string | null | undefined, iban: string): string {
  const value = (bic ?? '').trim();
  if (!value || !isValidBic(value)) return '';
  const bicCountry = value.slice(4, 6);
  const ibanCountry = iban.slice(0, 2);
  const fits = bicCountry === ibanCountry || IBAN_TERRITORIES[ibanCountry]?.includes(bicCountry);
  return fits ? value : '';
}

/** `yyyy-MM-dd` as the library's local date. */
function localDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

const groupKey = (c: DirectDebitCollection) => `${c.collectionDate} ${c.sequenceType}`;
const sequenceOrder = (c: DirectDebitCollection) => SEQUENCE_TYPES.indexOf(c.sequenceType);

/**
 * A pain.008.001.08 file (SEPA core direct debit) made with the `sepa` library: one payment
 * information block per collection date and sequence type (dates ascending, FRST before RCUR
 * before OOFF), each collection's names and texts reduced to the banks' characters
 * ({@link sepaText}), control sums added in integer cents. Throws for a collection with a
 * {@link collectionProblem} or an incomplete creditor: the caller leaves such ones out first.
 */
export function directDebitXml({
  creditor,
  collections,
  messageId,
  createdAt = new Date(),
}: DirectDebitFileInput): DirectDebitFile {
  if (!isCompleteCreditor(creditor)) throw new Error('The SEPA creditor is incomplete');
  if (collections.length === 0) throw new Error('A direct debit file needs a collection');
  for (const collection of collections) {
    const problem = collectionProblem(collection);
    if (problem) throw new Error(`Collection ${collection.endToEndId}: ${problem}`);
  }
  const msgId = sepaId(messageId, MAX_MESSAGE_ID);
  if (msgId === '') throw new Error('A direct debit file needs a message id');

  const groups = new Map<string, DirectDebitCollection[]>();
  const sorted = [...collections].sort(
    (a, b) =>
      a.collectionDate.localeCompare(b.collectionDate) || sequenceOrder(a) - sequenceOrder(b),
  );
  for (const collection of sorted) {
    const key = groupKey(collection);
    groups.set(key, [...(groups.get(key) ?? []), collection]);
  }

  const document = new Document(PAIN_FORMAT);
  document.grpHdr.id = msgId;
  document.grpHdr.created = createdAt;
  document.grpHdr.initiatorName = sepaText(creditor.name, MAX_NAME);
  const creditorIban = normalizeIban(creditor.iban);
  const summary: DirectDebitGroup[] = [];
  const infos: { info: ReturnType<Document['createPaymentInfo']>; cents: number }[] = [];

  for (const [index, members] of [...groups.values()].entries()) {
    const first = members[0]!;
    const info = document.createPaymentInfo();
    info.id = String(index + 1);
    info.batchBooking = true;
    info.localInstrumentation = 'CORE';
    info.sequenceType = first.sequenceType;
    info.collectionDate = localDate(first.collectionDate);
    info.creditorName = sepaText(creditor.name, MAX_NAME);
    info.creditorIBAN = creditorIban;
    info.creditorBIC = fittingBic(creditor.bic, creditorIban);
    info.creditorId = creditor.creditorId;
    let cents = 0;
    for (const [position, collection] of members.entries()) {
      const iban = normalizeIban(collection.iban);
      const transaction = info.createTransaction();
      transaction.id = String(position + 1);
      transaction.end2endId = sepaId(collection.endToEndId) || 'NOTPROVIDED';
      transaction.amount = toEuro(collection.amountCents);
      transaction.mandateId = collection.mandateId;
      transaction.mandateSignatureDate = localDate(collection.mandateDate);
      transaction.debtorName = sepaText(collection.debtorName, MAX_NAME);
      transaction.debtorIBAN = iban;
      transaction.debtorBIC = fittingBic(collection.bic, iban);
      transaction.remittanceInfo = sepaText(collection.remittance, MAX_REMITTANCE);
      info.addTransaction(transaction);
      cents += collection.amountCents;
    }
    document.addPaymentInfo(info);
    infos.push({ info, cents });
    summary.push({
      sequenceType: first.sequenceType,
      collectionDate: first.collectionDate,
      count: members.length,
      controlSumCents: cents,
    });
  }

  const controlSumCents = summary.reduce((sum, group) => sum + group.controlSumCents, 0);
  // The library adds the control sums in euro doubles; ours are added in cents.
  document.normalize = () => {
    for (const { info, cents } of infos) info.controlSum = toEuro(cents);
    document.grpHdr.controlSum = toEuro(controlSumCents);
    document.grpHdr.transactionCount = collections.length;
  };

  return {
    xml: document.toString(),
    messageId: msgId,
    count: collections.length,
    controlSumCents,
    groups: summary,
  };
}

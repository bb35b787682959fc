import { asc, eq } from 'drizzle-orm';
import type { DirectDebitReport, LeftOutFamily } from '../../../shared/model/direct-debit';
import {
  directDebitXml,
  isCompleteCreditor,
  type DirectDebitCollection,
  type DirectDebitFile,
  type SepaCreditor,
} from '../../documents/sepa/direct-debit-xml';
import type { Database, Reader } from '../../db/database';
import { customers, persons } from '../../db/schema';
import { conflict } from '../../errors';
import {
  PARENTS_ASSOCIATION,
  readMandateHistory,
  recordCollections,
  sequenceTypeOf,
  type CollectionToRecord,
} from './collections';
import { leftOutReason } from './left-out-reason';
import { readMembershipFee, readSepaCreditor } from './sepa-creditor';

/** The parents' association's collections of one date, and who is left out. */
export interface ParentsAssociationPlan {
  creditor: SepaCreditor;
  messageId: string;
  collections: CollectionToRecord[];
  report: DirectDebitReport;
}

const compactDate = (day: string) => day.replaceAll('-', '');

/** The file's id: one per collection date, so a bank refuses the same file handed in twice. */
export const parentsAssociationMessageId = (paymentDate: string) =>
  `ELV-${compactDate(paymentDate)}`;

/**
 * Every member family's collection of the membership fee on `paymentDate` (FRST for a
 * mandate's first collection, RCUR after; see collections.ts), the families without a valid
 * mandate in the report. 409 while the creditor or the fee is not configured.
 */
export async function planParentsAssociationDebit(
  db: Reader,
  paymentDate: string,
): Promise<ParentsAssociationPlan> {
  const creditor = await readSepaCreditor(db);
  if (!isCompleteCreditor(creditor)) throw conflict('directDebit.creditorIncomplete');
  const fee = await readMembershipFee(db);
  if (fee.cents === 0) throw conflict('directDebit.noMembershipFee');

  const members = await db
    .select({
      customerId: customers.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      membershipId: customers.membershipId,
      iban: customers.iban,
      bic: customers.bic,
      mandateId: customers.mandateId,
      mandateDate: customers.mandateDate,
    })
    .from(customers)
    .innerJoin(persons, eq(persons.id, customers.personId))
    .where(eq(customers.hasMembership, true))
    .orderBy(asc(persons.familyName), asc(persons.givenName), asc(customers.id));

  const messageId = parentsAssociationMessageId(paymentDate);
  const endToEndOf = (customerId: number) => `${messageId}-${customerId}`;
  const history = await readMandateHistory(
    db,
    members.flatMap((member) => (member.mandateId ? [member.mandateId] : [])),
    members.map((member) => endToEndOf(member.customerId)),
  );
  const year = paymentDate.slice(0, 4);
  const collections: CollectionToRecord[] = [];
  const leftOut: LeftOutFamily[] = [];
  for (const member of members) {
    const name = `${member.givenName} ${member.familyName}`;
    const endToEndId = endToEndOf(member.customerId);
    const mandateId = member.mandateId ?? '';
    const collection: DirectDebitCollection = {
      debtorName: name,
      iban: member.iban ?? '',
      bic: member.bic,
      mandateId,
      mandateDate: member.mandateDate ?? '',
      sequenceType: sequenceTypeOf(history, { mandateId, endToEndId }),
      amountCents: fee.cents,
      collectionDate: paymentDate,
      remittance: [fee.text, year, member.membershipId].filter(Boolean).join(' '),
      endToEndId,
    };
    const reason = leftOutReason(member, collection, history.lastCollected.get(mandateId));
    if (reason) {
      leftOut.push({
        customerId: member.customerId,
        name,
        membershipId: member.membershipId,
        reason,
      });
    } else {
      collections.push({
        customerId: member.customerId,
        purpose: PARENTS_ASSOCIATION,
        messageId,
        collection,
      });
    }
  }

  const groups = (['FRST', 'RCUR', 'OOFF'] as const).flatMap((sequenceType) => {
    const of = collections.filter((row) => row.collection.sequenceType === sequenceType);
    const controlSumCents = of.reduce((sum, row) => sum + row.collection.amountCents, 0);
    return of.length > 0 ? [{ sequenceType, count: of.length, controlSumCents }] : [];
  });
  return {
    creditor,
    messageId,
    collections,
    report: {
      paymentDate,
      feeCents: fee.cents,
      count: collections.length,
      controlSumCents: groups.reduce((sum, group) => sum + group.controlSumCents, 0),
      groups,
      leftOut,
    },
  };
}

/**
 * The parents' association's pain.008 file for `paymentDate`, its collections recorded in the
 * same transaction (so the next date's file knows them). 409 when no family can be collected.
 */
export async function makeParentsAssociationDebit(
  db: Database,
  { paymentDate, now }: { paymentDate: string; now: Date },
): Promise<{ file: DirectDebitFile; report: DirectDebitReport }> {
  return db.transaction(async (tx) => {
    const plan = await planParentsAssociationDebit(tx, paymentDate);
    if (plan.collections.length === 0) throw conflict('directDebit.nothingToCollect');
    const file = directDebitXml({
      creditor: plan.creditor,
      messageId: plan.messageId,
      createdAt: now,
      collections: plan.collections.map((row) => row.collection),
    });
    await recordCollections(tx, plan.collections);
    return { file, report: plan.report };
  });
}

import { asc, eq } from 'drizzle-orm';
import type { MembershipDebitReport } from '../../../shared/model/direct-debit';
import type { DirectDebitFile } from '../../documents/sepa/direct-debit-xml';
import type { Database, Reader } from '../../db/database';
import { customers, persons } from '../../db/schema';
import { conflict } from '../../errors';
import { PARENTS_ASSOCIATION } from './collections';
import {
  completeCreditor,
  debitReport,
  sortCandidates,
  writeDebitFile,
  type DebitPlan,
} from './debit-plan';
import { readMembershipFee } from './sepa-creditor';

/** The parents' association's collections of one date, and who is left out. */
export interface ParentsAssociationPlan extends DebitPlan {
  report: MembershipDebitReport;
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
  const creditor = await completeCreditor(db);
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
  const year = paymentDate.slice(0, 4);
  const sorted = await sortCandidates(
    db,
    messageId,
    members.map((member) => ({
      customerId: member.customerId,
      name: `${member.givenName} ${member.familyName}`,
      reference: member.membershipId,
      purpose: PARENTS_ASSOCIATION,
      bank: member,
      collection: {
        amountCents: fee.cents,
        collectionDate: paymentDate,
        remittance: [fee.text, year, member.membershipId].filter(Boolean).join(' '),
        endToEndId: `${messageId}-${member.customerId}`,
      },
    })),
  );
  const plan = { creditor, messageId, ...sorted };
  return { ...plan, report: { paymentDate, feeCents: fee.cents, ...debitReport(plan) } };
}

/**
 * The parents' association's pain.008 file for `paymentDate`, its collections recorded in the
 * same transaction (so the next date's file knows them). 409 when no family can be collected.
 */
export async function makeParentsAssociationDebit(
  db: Database,
  { paymentDate, now }: { paymentDate: string; now: Date },
): Promise<{ file: DirectDebitFile; report: MembershipDebitReport }> {
  return db.transaction(async (tx) => {
    const plan = await planParentsAssociationDebit(tx, paymentDate);
    return { file: await writeDebitFile(tx, plan, now), report: plan.report };
  });
}

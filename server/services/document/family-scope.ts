import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { DocumentType } from '../../../shared/model/enums';
import { can } from '../../../shared/access/capabilities';
import type { Reader } from '../../db/database';
import { customers, documents } from '../../db/schema';
import { forbidden } from '../../errors';
import type { Session } from '../auth/session';

/**
 * The persons whose documents are the caller's family's: their own person, and the partner of
 * the customer record they are the person or the spouse of (invoices are owned by the
 * customer's person, so a spouse with an account sees them too).
 */
export async function familyPersonIds(db: Reader, personId: number): Promise<number[]> {
  const rows = await db
    .select({ personId: customers.personId, spousePersonId: customers.spousePersonId })
    .from(customers)
    .where(or(eq(customers.personId, personId), eq(customers.spousePersonId, personId)));
  const ids = new Set([personId]);
  for (const row of rows) {
    ids.add(row.personId);
    if (row.spousePersonId !== null) ids.add(row.spousePersonId);
  }
  return [...ids];
}

/**
 * The condition on `documents` for what the caller may read: nothing for `document.read.any`,
 * else their family's documents (a document without owner is the office's).
 */
export async function documentScope(db: Reader, session: Session): Promise<SQL | undefined> {
  if (can(session, 'document.read.any')) return undefined;
  const ids = await familyPersonIds(db, session.personId);
  // A draft is the office's work in progress until it is issued (issue 22.3).
  return and(inArray(documents.ownerPersonId, ids), ne(documents.type, 'INVOICE_DRAFT'));
}

/** 403 unless the caller may read a document of `ownerPersonId` (an id guessed in a loop too). */
export async function ensureMayReadDocument(
  db: Reader,
  session: Session,
  ownerPersonId: number | null,
  type?: DocumentType,
): Promise<void> {
  if (can(session, 'document.read.any')) return;
  const ids = await familyPersonIds(db, session.personId);
  if (ownerPersonId === null || !ids.includes(ownerPersonId) || type === 'INVOICE_DRAFT')
    throw forbidden();
}

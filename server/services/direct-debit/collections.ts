import { and, max, sql } from 'drizzle-orm';
import type { SequenceType } from '../../../shared/model/direct-debit';
import type { DirectDebitCollection } from '../../documents/sepa/direct-debit-xml';
import { arrayLiteral } from '../../db/array-literal';
import type { Reader, Writer } from '../../db/database';
import { directDebitCollections } from '../../db/schema';

/** The purpose of the parents' association's membership fees. */
export const PARENTS_ASSOCIATION = 'PARENTS_ASSOCIATION';

/** What earlier files did with the mandates of a new one. */
export interface MandateHistory {
  /** The collections already recorded under the new file's end-to-end ids (a file made again). */
  recorded: Map<string, SequenceType>;
  /** Each mandate's last collection date in other files. */
  lastCollected: Map<string, string>;
}

/**
 * The history of `mandateIds` apart from the collections `endToEndIds` name (those of the file
 * being made), across every purpose: a mandate is one, whatever it collected for.
 */
export async function readMandateHistory(
  db: Reader,
  mandateIds: readonly string[],
  endToEndIds: readonly string[],
): Promise<MandateHistory> {
  const recorded = new Map<string, SequenceType>();
  const lastCollected = new Map<string, string>();
  if (mandateIds.length === 0) return { recorded, lastCollected };
  const own =
    endToEndIds.length > 0
      ? await db
          .select({
            endToEndId: directDebitCollections.endToEndId,
            sequenceType: directDebitCollections.sequenceType,
          })
          .from(directDebitCollections)
          .where(
            sql`${directDebitCollections.endToEndId} = any(${arrayLiteral(endToEndIds)}::text[])`,
          )
      : [];
  for (const row of own) recorded.set(row.endToEndId, row.sequenceType);
  const others = await db
    .select({
      mandateId: directDebitCollections.mandateId,
      last: max(directDebitCollections.collectionDate),
    })
    .from(directDebitCollections)
    .where(
      and(
        sql`${directDebitCollections.mandateId} = any(${arrayLiteral(mandateIds)}::text[])`,
        endToEndIds.length > 0
          ? sql`${directDebitCollections.endToEndId} <> all(${arrayLiteral(endToEndIds)}::text[])`
          : sql`true`,
      ),
    )
    .groupBy(directDebitCollections.mandateId);
  for (const row of others) if (row.last) lastCollected.set(row.mandateId, row.last);
  return { recorded, lastCollected };
}

/**
 * The sequence type of a recurrent collection: the one recorded when this collection was made
 * before (the same file again), RCUR once the mandate collected in another file, else FRST.
 */
export function sequenceTypeOf(
  history: MandateHistory,
  { mandateId, endToEndId }: Pick<DirectDebitCollection, 'mandateId' | 'endToEndId'>,
): SequenceType {
  return (
    history.recorded.get(endToEndId) ?? (history.lastCollected.has(mandateId) ? 'RCUR' : 'FRST')
  );
}

/** A collection put into a file, with whose it is and what for. */
export interface CollectionToRecord {
  customerId: number;
  purpose: string;
  messageId: string;
  collection: DirectDebitCollection;
}

/** Records the collections of a file; one made before under the same end-to-end id stays. */
export async function recordCollections(
  db: Writer,
  rows: readonly CollectionToRecord[],
): Promise<void> {
  const CHUNK = 500;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(directDebitCollections)
      .values(
        rows.slice(start, start + CHUNK).map(({ customerId, purpose, messageId, collection }) => ({
          customerId,
          purpose,
          messageId,
          mandateId: collection.mandateId,
          sequenceType: collection.sequenceType,
          collectionDate: collection.collectionDate,
          amountCents: collection.amountCents,
          endToEndId: collection.endToEndId,
        })),
      )
      .onConflictDoNothing({ target: directDebitCollections.endToEndId });
  }
}

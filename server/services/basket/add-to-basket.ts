import { and, eq, inArray } from 'drizzle-orm';
import type { BasketAddResult, BasketEntry } from '../../../shared/model/basket';
import type { BasketEntryType } from '../../../shared/model/enums';
import type { FieldIssue } from '../../../shared/model/errors';
import { BASKET_KEYS } from '../../../shared/rules/basket';
import type { Database, Reader } from '../../db/database';
import { basketEntries, customers, persons, users } from '../../db/schema';
import { invalidInput } from '../../errors';

const TABLES = { CUSTOMER: customers, PERSON: persons, USER: users } as const;

/** The ids of `type` among `ids` that name an existing record. */
async function existingIds(db: Reader, type: BasketEntryType, ids: number[]): Promise<Set<number>> {
  const table = TABLES[type];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** 400 `basket.rules.unknown` on each entry whose record does not exist. */
async function checkRecordsExist(
  db: Reader,
  entries: readonly BasketEntry[],
  pathOf: (index: number) => string,
) {
  const issues: FieldIssue[] = [];
  for (const type of Object.keys(TABLES) as BasketEntryType[]) {
    const ids = entries.filter((entry) => entry.type === type).map((entry) => entry.id);
    if (ids.length === 0) continue;
    const found = await existingIds(db, type, ids);
    entries.forEach((entry, index) => {
      if (entry.type === type && !found.has(entry.id)) {
        issues.push({ path: pathOf(index), message: BASKET_KEYS.unknown });
      }
    });
  }
  if (issues.length > 0) throw invalidInput(issues);
}

/**
 * Adds entries (already checked against the rules) to the user's basket: each new `(type, id)`
 * once, the others answered as already in. The unique key decides, so parallel adds of the same
 * entry store it once and exactly one of them reports it added. `pathOf` names an entry's field
 * path for the 400 of an unknown record (`id`, `entries.3.id`).
 */
export async function addToBasket(
  db: Database,
  ownerUserId: number,
  entries: readonly BasketEntry[],
  pathOf: (index: number) => string,
): Promise<BasketAddResult> {
  await checkRecordsExist(db, entries, pathOf);
  // The same entry twice in one request counts once.
  const distinct = [
    ...new Map(entries.map((entry) => [`${entry.type}:${entry.id}`, entry])).values(),
  ];
  const inserted = await db
    .insert(basketEntries)
    .values(distinct.map((entry) => ({ ownerUserId, type: entry.type, entityId: entry.id })))
    .onConflictDoNothing({
      target: [basketEntries.ownerUserId, basketEntries.type, basketEntries.entityId],
    })
    .returning({ type: basketEntries.type, id: basketEntries.entityId });
  const added = new Set(inserted.map((row) => `${row.type}:${row.id}`));
  return {
    added: distinct.filter((entry) => added.has(`${entry.type}:${entry.id}`)),
    alreadyIn: distinct.filter((entry) => !added.has(`${entry.type}:${entry.id}`)),
  };
}

/** Removes one entry of the user's basket (nothing when it is not there). */
export async function removeFromBasket(
  db: Database,
  ownerUserId: number,
  key: { type: BasketEntryType; id: number },
): Promise<void> {
  await db
    .delete(basketEntries)
    .where(
      and(
        eq(basketEntries.ownerUserId, ownerUserId),
        eq(basketEntries.type, key.type),
        eq(basketEntries.entityId, key.id),
      ),
    );
}

/** Empties the user's basket. */
export async function clearBasket(db: Database, ownerUserId: number): Promise<void> {
  await db.delete(basketEntries).where(eq(basketEntries.ownerUserId, ownerUserId));
}

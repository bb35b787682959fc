import { eq } from 'drizzle-orm';
import type {
  HistoryChange,
  HistoryEntity,
  HistoryValue,
  HistoryValueKind,
} from '../../../shared/model/history';
import type { Transaction } from '../../db/database';
import { historyEntries, persons } from '../../db/schema';

/** A record's fields as the history compares them: flat keys (`spouse.email`), JSON values. */
export type HistorySnapshot = Record<string, HistoryValue | undefined>;

/** Who saves, and when (the app's clock): {@link historyActor} builds it from the request. */
export interface HistoryActor {
  userId: number;
  personId: number;
  at: Date;
}

/** What {@link recordHistory} writes. */
export interface RecordHistoryInput {
  entity: HistoryEntity;
  id: number;
  /** The record before the save, read in the same transaction; null when the save creates it. */
  before: HistorySnapshot | null;
  /** The record after the save, read in the same transaction. */
  after: HistorySnapshot;
  actor: HistoryActor;
  /** Keys shown as euros (a price); dates (yyyy-MM-dd) and booleans are recognised alone. */
  money?: readonly string[];
  /** Keys whose value is a picture's id: shown as "a picture", not the number. */
  pictures?: readonly string[];
}

/** Never written, whatever a snapshot holds: the last segment of the key decides. */
const SECRET = /password|hash|token|secret/i;
/** Written masked: only the last four characters stay (issue 17.8 "bank data masked"). */
const MASKED = /^(iban|accountNumber)$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const lastSegment = (key: string) => key.slice(key.lastIndexOf('.') + 1);
/** undefined and '' are "empty", like null: a field cleared is not a change from undefined. */
const normal = (value: HistoryValue | undefined): HistoryValue =>
  value === undefined || value === '' ? null : value;

/** Keeps the last four characters of bank data: `DE89…3000` becomes `•••• 3000`. */
export function maskBankData(value: HistoryValue): HistoryValue {
  if (value === null) return null;
  const text = String(value).replace(/\s+/g, '');
  return `•••• ${text.slice(-4)}`;
}

function kindOf(key: string, value: HistoryValue, input: RecordHistoryInput): HistoryValueKind {
  if (MASKED.test(lastSegment(key))) return 'masked';
  if (input.pictures?.includes(key)) return 'picture';
  if (input.money?.includes(key)) return 'money';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string' && DATE.test(value)) return 'date';
  return 'text';
}

/** The fields that differ between two snapshots, secrets left out and bank data masked. */
export function changedFields(input: RecordHistoryInput): HistoryChange[] {
  const before = input.before ?? {};
  const keys = [...new Set([...Object.keys(input.after), ...Object.keys(before)])];
  const changes: HistoryChange[] = [];
  for (const field of keys) {
    if (SECRET.test(lastSegment(field))) continue;
    const old = normal(before[field]);
    const now = normal(input.after[field]);
    if (old === now) continue;
    const kind = kindOf(field, now ?? old, input);
    const shown = (value: HistoryValue) => (kind === 'masked' ? maskBankData(value) : value);
    changes.push({ field, kind, before: shown(old), after: shown(now) });
  }
  return changes;
}

/**
 * Records one save of a record in the history, inside the save's own transaction `tx`: a save
 * that fails later (a stale version, a refused field) rolls its row back with it, and no change
 * commits without its row. Only the changed fields are kept, with their values before and after;
 * passwords and hashes never, bank data masked. A save that changed nothing writes no row.
 *
 * @example
 * await db.transaction(async (tx) => {
 *   const before = await customerSnapshot(tx, id);
 *   await writeTheCustomer(tx, input);
 *   await recordHistory(tx, { entity: 'customer', id, before, after: await customerSnapshot(tx, id), actor });
 * });
 */
export async function recordHistory(tx: Transaction, input: RecordHistoryInput): Promise<void> {
  const { id, before, after, ...common } = input;
  await recordHistories(tx, { ...common, records: [{ id, before, after }] });
}

/** What {@link recordHistories} writes: one save each of several records, by one actor. */
export interface RecordHistoriesInput extends Omit<RecordHistoryInput, 'id' | 'before' | 'after'> {
  records: readonly Pick<RecordHistoryInput, 'id' | 'before' | 'after'>[];
}

/**
 * {@link recordHistory} for a save of many records at once (a bulk decision on bookings): one
 * row per record that changed, written with one statement, the actor's name read once.
 */
export async function recordHistories(tx: Transaction, input: RecordHistoriesInput): Promise<void> {
  const { records, ...common } = input;
  const rows = records
    .map((record) => ({ record, changes: changedFields({ ...common, ...record }) }))
    .filter((row) => row.changes.length > 0);
  if (rows.length === 0) return;
  const [person] = await tx
    .select({ givenName: persons.givenName, familyName: persons.familyName })
    .from(persons)
    .where(eq(persons.id, input.actor.personId));
  const userName = person ? `${person.givenName} ${person.familyName}`.trim() : '';
  await tx.insert(historyEntries).values(
    rows.map(({ record, changes }) => ({
      entity: input.entity,
      entityId: record.id,
      userId: input.actor.userId,
      userName,
      changedAt: input.actor.at,
      created: record.before === null,
      changes,
    })),
  );
}

import { sql } from 'drizzle-orm';
import type { InconsistencyType } from '../../../shared/model/inconsistency';
import type { Reader } from '../../db/database';
import { inconsistencyInputChanges } from '../../db/schema';
import { inconsistencyQuery } from './inconsistency-sql';

/** How many inconsistencies of one type a service has. */
export interface CountedInconsistency {
  eventId: number;
  type: InconsistencyType;
  n: number;
}

interface Kept {
  version: string;
  today: string;
  counted: Promise<CountedInconsistency[]>;
}

/**
 * The counted rules per database (the API tests run many in one process) and school year. A
 * database's triggers raise the version (migration 0024) whenever a committed transaction changed
 * what the rules read; "today" decides which services still run.
 */
const keptByDatabase = new WeakMap<object, Map<number | null, Kept>>();

const readVersion = async (db: Reader) =>
  (
    await db
      .select({ version: sql<string>`sum(${inconsistencyInputChanges.changes})::text` })
      .from(inconsistencyInputChanges)
  )[0]?.version ?? '0';

const countRules = (db: Reader, schoolYearId: number | null, today: string) =>
  db
    .select({
      eventId: sql<number>`found."eventId"`,
      type: sql<InconsistencyType>`found.type`,
      n: sql<number>`count(*)::int`,
    })
    .from(sql`(${inconsistencyQuery({ schoolYearId }, today)}) found`)
    .groupBy(sql`found."eventId", found.type`);

/**
 * The school year's inconsistencies counted per service and type (null: every year's running
 * services). The six rules over a year of the large seed take a second of one core on PGlite, and
 * the dashboard's tile, the overview and the service list's filter ask for them far more often
 * than bookings change: the rows are kept until a commit changes what they were counted from, or
 * the day changes. The version is read before the rules, so kept rows are never older than their
 * version; callers asking together while the rows are counted share that one count.
 */
export async function countedInconsistencies(
  db: Reader,
  schoolYearId: number | null,
  today: string,
): Promise<CountedInconsistency[]> {
  const kept = keptByDatabase.get(db) ?? new Map<number | null, Kept>();
  keptByDatabase.set(db, kept);
  const version = await readVersion(db);
  const hit = kept.get(schoolYearId);
  if (hit && hit.version === version && hit.today === today) return hit.counted;
  const counted = countRules(db, schoolYearId, today).then((rows) =>
    rows.map((row) => ({ ...row, eventId: Number(row.eventId), n: Number(row.n) })),
  );
  const entry = { version, today, counted };
  kept.set(schoolYearId, entry);
  // A failed count is not kept: the next caller counts again.
  counted.catch(() => {
    if (kept.get(schoolYearId) === entry) kept.delete(schoolYearId);
  });
  return counted;
}

/** The ids of the services with at least one inconsistency in the school year. */
export async function inconsistentServiceIds(
  db: Reader,
  schoolYearId: number | null,
  today: string,
): Promise<number[]> {
  const counted = await countedInconsistencies(db, schoolYearId, today);
  return [...new Set(counted.map((row) => row.eventId))];
}

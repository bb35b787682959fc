import { and, arrayContains, eq, gte, lte, or, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal';
import type { Reader } from '../../db/database';
import { absences } from '../../db/schema';

/** What the register shows of a child's absence. */
export interface AbsenceNote {
  id: number;
  reason: string | null;
  notes: string | null;
  /** The services the child misses; empty: every service (the whole day). */
  eventIds: number[];
}

/** Which registers {@link absencesOn} is asked about. */
export interface AbsencesOnOptions {
  /** The service dates, yyyy-MM-dd. */
  dates: readonly string[];
  participantIds: readonly number[];
  /** The service of the register: absences naming other services only do not count. */
  eventId?: number;
}

/**
 * The children of `participantIds` reported absent on each of `dates` (from ≤ date ≤ to), from
 * every service or from `eventId`'s, for the presence list (issue 18.3/18.5) and the transport
 * lists (issue 22): one absence per child and date, the one reported last when several overlap —
 * a whole-day one before one of some services, so a caller without `eventId` learns whether the
 * day is off. One query for all the dates; every date asked is in the answer.
 * @example const absent = await absencesOn(db, { dates: [date], participantIds, eventId });
 *          row.absence = absent.get(date)!.get(row.participantId) ?? null;
 */
export async function absencesOn(
  db: Reader,
  { dates, participantIds, eventId }: AbsencesOnOptions,
): Promise<Map<string, Map<number, AbsenceNote>>> {
  const absentOn = new Map(dates.map((date) => [date, new Map<number, AbsenceNote>()]));
  if (participantIds.length === 0 || dates.length === 0) return absentOn;
  const sorted = [...dates].sort();
  const rows = await db
    .select({
      id: absences.id,
      participantId: absences.participantId,
      from: absences.from,
      to: absences.to,
      reason: absences.reason,
      notes: absences.notes,
      eventIds: absences.eventIds,
    })
    .from(absences)
    .where(
      and(
        sql`${absences.participantId} = any(${arrayLiteral(participantIds)}::int[])`,
        lte(absences.from, sorted.at(-1)!),
        gte(absences.to, sorted[0]!),
        eventId === undefined
          ? undefined
          : or(
              eq(sql`cardinality(${absences.eventIds})`, 0),
              arrayContains(absences.eventIds, [eventId]),
            ),
      ),
    )
    // Later rows win: a whole-day absence over one of some services (the transport lists read
    // the day), then the one reported last.
    .orderBy(sql`cardinality(${absences.eventIds}) = 0`, absences.id);
  for (const { participantId, from, to, ...note } of rows)
    for (const [date, absent] of absentOn)
      if (from <= date && date <= to) absent.set(participantId, note);
  return absentOn;
}

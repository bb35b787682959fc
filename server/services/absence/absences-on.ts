import { and, arrayContains, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
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

/** Which register {@link absencesOn} is asked about. */
export interface AbsencesOnOptions {
  /** The service date, yyyy-MM-dd. */
  date: string;
  participantIds: readonly number[];
  /** The service of the register: absences naming other services only do not count. */
  eventId?: number;
}

/**
 * The children of `participantIds` reported absent on `date` (from ≤ date ≤ to), from every
 * service or from `eventId`'s, for the presence list (issue 18.3/18.5) and the transport lists
 * (issue 22): one absence per child, the one reported last when several overlap — a whole-day
 * one before one of some services, so a caller without `eventId` learns whether the day is off.
 * @example const absent = await absencesOn(db, { date, participantIds, eventId });
 *          row.absence = absent.get(row.participantId) ?? null;
 */
export async function absencesOn(
  db: Reader,
  { date, participantIds, eventId }: AbsencesOnOptions,
): Promise<Map<number, AbsenceNote>> {
  const absent = new Map<number, AbsenceNote>();
  if (participantIds.length === 0) return absent;
  const rows = await db
    .select({
      id: absences.id,
      participantId: absences.participantId,
      reason: absences.reason,
      notes: absences.notes,
      eventIds: absences.eventIds,
    })
    .from(absences)
    .where(
      and(
        inArray(absences.participantId, [...participantIds]),
        lte(absences.from, date),
        gte(absences.to, date),
        eventId === undefined
          ? undefined
          : or(
              eq(sql`cardinality(${absences.eventIds})`, 0),
              arrayContains(absences.eventIds, [eventId]),
            ),
      ),
    )
    // A whole-day absence wins over one of some services (the transport lists read the day).
    .orderBy(sql`cardinality(${absences.eventIds}) = 0`, absences.id);
  for (const { participantId, ...note } of rows) absent.set(participantId, note);
  return absent;
}

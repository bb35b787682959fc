import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Reader } from '../../db/database';
import { absences } from '../../db/schema';

/** A child's absence on a date, as the register shows it. */
export interface AbsenceOnDate {
  id: number;
  reason: string | null;
  notes: string | null;
}

/**
 * Stand-in for the absences feature's `absencesOn` (server/services/absence/absences-on.ts, same
 * signature, agreed in the notes): the absences covering `date` (both ends included) of those
 * children. This one ignores `eventId` (which services an absence covers comes with that
 * feature's migration); delete this file and import theirs when it lands.
 */
export async function absencesOn(
  db: Reader,
  { date, participantIds }: { date: string; participantIds: readonly number[]; eventId?: number },
): Promise<Map<number, AbsenceOnDate>> {
  if (participantIds.length === 0) return new Map();
  const rows = await db
    .select({
      participantId: absences.participantId,
      id: absences.id,
      reason: absences.reason,
      notes: absences.notes,
    })
    .from(absences)
    .where(
      and(
        inArray(absences.participantId, [...participantIds]),
        lte(absences.from, date),
        gte(absences.to, date),
      ),
    );
  return new Map(rows.map(({ participantId, ...absence }) => [participantId, absence]));
}

import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Reader } from '../../db/database';
import { absences } from '../../db/schema';

/** A child's absence on a date, as the register shows it. */
export interface AbsenceOnDate {
  notes: string | null;
}

/**
 * The children among `participantIds` reported absent on `date` (both ends of an absence
 * included), with the note. The seam with the absences feature (notes: helper "absences" may
 * replace the body, e.g. to narrow an absence to some services; keep the signature).
 */
export async function absencesOn(
  db: Reader,
  date: string,
  participantIds: readonly number[],
): Promise<Map<number, AbsenceOnDate>> {
  if (participantIds.length === 0) return new Map();
  const rows = await db
    .select({
      participantId: absences.participantId,
      notes: absences.notes,
      reason: absences.reason,
    })
    .from(absences)
    .where(
      and(
        inArray(absences.participantId, [...participantIds]),
        lte(absences.from, date),
        gte(absences.to, date),
      ),
    );
  const found = new Map<number, AbsenceOnDate>();
  for (const row of rows) {
    const notes = [row.reason, row.notes].filter(Boolean).join(' — ') || null;
    const before = found.get(row.participantId);
    found.set(row.participantId, {
      notes: before?.notes && notes ? `${before.notes}; ${notes}` : (before?.notes ?? notes),
    });
  }
  return found;
}

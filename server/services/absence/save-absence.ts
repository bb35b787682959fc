import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AbsenceRow } from '../../../shared/model/absence';
import type { FieldIssue } from '../../../shared/model/errors';
import { ABSENCE_KEYS, isFamilyEditable, type AbsenceInput } from '../../../shared/rules/absence';
import type { Database, Transaction } from '../../db/database';
import { absences, bookings } from '../../db/schema';
import { forbidden, invalidInput, notFound, staleVersion } from '../../errors';
import { childInScope, inScope, type AbsenceScope } from './absence-access';
import { ABSENCE_BOOKING_STATUSES, readAbsence, withoutCustomer } from './read-absences';

const issue = (path: string, message: FieldIssue['message']): FieldIssue => ({ path, message });

/** The services of `eventIds` the child has no booking on (not cancelled). */
async function unbookedServices(tx: Transaction, participantId: number, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: bookings.eventId })
    .from(bookings)
    .where(
      and(
        eq(bookings.participantId, participantId),
        inArray(bookings.eventId, eventIds),
        inArray(bookings.bookingStatus, [...ABSENCE_BOOKING_STATUSES]),
      ),
    );
  const booked = new Set(rows.map((row) => row.id));
  return eventIds.filter((id) => !booked.has(id));
}

/**
 * The existing absence the input changes, checked: 404 unknown, 403 another family's, 400 for a
 * family when it has begun before today.
 */
async function currentOf(tx: Transaction, id: number, scope: AbsenceScope, today: string) {
  const current = await readAbsence(tx, id);
  if (!current) throw notFound();
  if (!inScope(scope, current.customerId)) throw forbidden();
  if (scope !== null && !isFamilyEditable(current, today))
    throw invalidInput([issue('from', ABSENCE_KEYS.past)], ABSENCE_KEYS.past);
  return current;
}

/**
 * `PUT /api/absence`: reports or changes a child's absence in one transaction. The child must be
 * the caller's (403), and stays the same on a change; the services must be booked (400 on
 * `eventIds`); a family's first day may not lie before the school's `today` (400 on `from`).
 */
export async function saveAbsence(
  db: Database,
  input: AbsenceInput,
  { scope, today }: { scope: AbsenceScope; today: string },
): Promise<AbsenceRow> {
  const id = await db.transaction(async (tx) => {
    const current = input.id === null ? null : await currentOf(tx, input.id, scope, today);
    const child = await childInScope(tx, scope, input.participantId);
    if (!child || (current && current.participantId !== input.participantId))
      throw invalidInput([issue('participantId', ABSENCE_KEYS.participant)]);
    const issues: FieldIssue[] = [];
    if (scope !== null && input.from < today) issues.push(issue('from', ABSENCE_KEYS.past));
    if ((await unbookedServices(tx, input.participantId, input.eventIds)).length > 0)
      issues.push(issue('eventIds', ABSENCE_KEYS.service));
    if (issues.length > 0) throw invalidInput(issues, issues[0]!.message);
    const columns = {
      participantId: input.participantId,
      from: input.from,
      to: input.to,
      eventIds: input.eventIds,
      reason: input.reason,
      notes: input.notes,
    };
    if (!current) {
      const [row] = await tx.insert(absences).values(columns).returning({ id: absences.id });
      return row!.id;
    }
    const updated = await tx
      .update(absences)
      .set({ ...columns, version: sql`${absences.version} + 1` })
      .where(and(eq(absences.id, current.id), eq(absences.version, input.version ?? -1)))
      .returning({ id: absences.id });
    if (updated.length === 0) throw staleVersion();
    return current.id;
  });
  return withoutCustomer((await readAbsence(db, id))!);
}

/**
 * `DELETE /api/absence/{id}`: withdraws an absence. 404 unknown, 403 another family's, 400 for a
 * family when it has begun before today.
 */
export async function deleteAbsence(
  db: Database,
  id: number,
  { scope, today }: { scope: AbsenceScope; today: string },
): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    await currentOf(tx, id, scope, today);
    await tx.delete(absences).where(eq(absences.id, id));
  });
  return { id };
}

import type { FieldIssue } from '../../../shared/model/errors';
import type { PresenceChange, PresenceTable, PresenceUpdate } from '../../../shared/model/presence';
import type { Database } from '../../db/database';
import { presences } from '../../db/schema';
import { invalidInput } from '../../errors';
import type { Session } from '../auth/session';
import { presenceTableOf } from './presence-table';
import { readRegisters } from './read-register';
import { readRegisterSlot } from './register-slot';
import { serviceDatesInWindow } from './service-dates';

/**
 * The columns a change sets, with the ticks and times kept in step (spec 001 §4.4, §4.5): a
 * time marks the tick, an unticked box clears its time.
 */
export function columnsOf(change: PresenceChange) {
  const set: Partial<typeof presences.$inferInsert> = {};
  if (change.present !== undefined) set.present = change.present;
  if (change.time !== undefined) set.time = change.time;
  if (change.pickedUp !== undefined) set.pickedUp = change.pickedUp;
  if (change.pickUpTime !== undefined) set.pickUpTime = change.pickUpTime;
  if (change.penalty !== undefined) set.penalty = change.penalty;
  if (change.time) set.present = true;
  else if (change.present === false) set.time = null;
  if (change.pickUpTime) set.pickedUp = true;
  else if (change.pickedUp === false) set.pickUpTime = null;
  return set;
}

/**
 * `PUT /api/booking/update-presences`: each changed row is written on its own, and only in the
 * fields the caller changed (an upsert on booking and date), so two people ticking the same
 * register at once lose nothing — not even one ticking present and the other picked-up for the
 * same child. Only dates of the window and bookings on that date's register (else 400). Answers
 * the register as it now is, others' ticks included.
 */
export async function updatePresences(
  db: Database,
  session: Session,
  { recurrenceId, presences: changes }: PresenceUpdate,
  today: string,
): Promise<PresenceTable> {
  const slot = await readRegisterSlot(db, session, recurrenceId);
  const window = new Set(serviceDatesInWindow(slot.service, slot.calendar, today));
  const issues: FieldIssue[] = [];
  changes.forEach((change, index) => {
    if (!window.has(change.date))
      issues.push({ path: `presences.${index}.date`, message: 'presence.dateNotOffered' });
  });
  if (issues.length > 0) throw invalidInput(issues, 'presence.dateNotOffered');
  const registers = await readRegisters(db, slot, [...new Set(changes.map((c) => c.date))]);
  changes.forEach((change, index) => {
    const onRegister = registers
      .get(change.date)
      ?.some((row) => row.bookingId === change.bookingId);
    if (!onRegister)
      issues.push({ path: `presences.${index}.bookingId`, message: 'presence.notOnRegister' });
  });
  if (issues.length > 0) throw invalidInput(issues, 'presence.notOnRegister');
  await db.transaction(async (tx) => {
    for (const change of changes) {
      const set = columnsOf(change);
      const insert = tx.insert(presences).values({
        bookingId: change.bookingId,
        eventRecurrenceId: recurrenceId,
        date: change.date,
        ...set,
      });
      if (Object.keys(set).length === 0) await insert.onConflictDoNothing();
      else
        await insert.onConflictDoUpdate({
          target: [presences.bookingId, presences.date],
          set: { ...set, updatedAt: new Date() },
        });
    }
  });
  return presenceTableOf(db, slot, changes[0]?.date ?? today, today);
}

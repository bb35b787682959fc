import type { PresenceTable } from '../../../shared/model/presence';
import type { Reader } from '../../db/database';
import type { Session } from '../auth/session';
import { readRegisters } from './read-register';
import { readRegisterSlot, type RegisterSlot } from './register-slot';
import { nextServiceDay, serviceDatesInWindow } from './service-dates';

/** The register of `date` for a slot already read (the update answers it too). */
export async function presenceTableOf(
  db: Reader,
  slot: RegisterSlot,
  date: string,
  today: string,
): Promise<PresenceTable> {
  const shown = nextServiceDay(slot.service, slot.calendar, date);
  const registerDate = shown ?? date;
  const registers = shown === null ? new Map() : await readRegisters(db, slot, [shown]);
  return {
    service: slot.service,
    date: registerDate,
    runs: shown !== null,
    presences: registers.get(registerDate) ?? [],
    dates: serviceDatesInWindow(slot.service, slot.calendar, today),
  };
}

/**
 * `GET /api/booking/populate-presence-table/{date}/{recurrenceId}`: the register of `date`, or
 * of the next service day up to 7 days ahead, and the service's dates in the window.
 */
export async function populatePresenceTable(
  db: Reader,
  session: Session,
  { date, recurrenceId, today }: { date: string; recurrenceId: number; today: string },
): Promise<PresenceTable> {
  const slot = await readRegisterSlot(db, session, recurrenceId);
  return presenceTableOf(db, slot, date, today);
}

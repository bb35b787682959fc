import { eq } from 'drizzle-orm';
import type { SchoolClock } from '../../../shared/model/school-time';
import { BOOKING_INPUT_KEYS, type CustomerBookingResult } from '../../../shared/model/booking';
import {
  CHILDMINDING_KEYS,
  type ChildmindingRegistration,
} from '../../../shared/model/childminding';
import type { Database } from '../../db/database';
import { eventRecurrences, schoolYears } from '../../db/schema';
import { invalidInput, notFound } from '../../errors';
import type { Session } from '../auth/session';
import { bookService } from '../booking/book-service';
import { participantOfCaller } from '../booking/participant-of-caller';
import { areaClosed, closedAreaKey, readAreaSwitches } from '../event/area-switches';
import { findReadableEvent } from '../event/read-event-detail';
import type { WithBookingMail } from '../email/booking-mails';

/**
 * The slots of a childminding registration: for each weekday the service's slot ending at the
 * chosen time (spec 002: the end time is 16:30 or 18:15, one slot per weekday and end time).
 * Null when a weekday has no such slot.
 */
export function slotsForRegistration(
  slots: readonly { id: number; dayOfWeek: string; endTime: string | null }[],
  { weekdays, endTime }: Pick<ChildmindingRegistration, 'weekdays' | 'endTime'>,
): number[] | null {
  const ids = weekdays.map(
    (day) => slots.find((slot) => slot.dayOfWeek === day && slot.endTime === endTime)?.id,
  );
  return ids.every((slotId) => slotId !== undefined) ? (ids as number[]) : null;
}

/**
 * `PUT /api/booking/childminding` (CUSTOMER, MEMBER): registers a child for childminding on
 * weekdays until an end time from a start date, as a PENDING booking of those slots, through
 * the common booking path (book-service.ts: the mode and toggle, permissions, rules, row
 * lock). 403 `error.forbidden` for another family's child, before anything else; 403 `childminding.outsourced` or `booking.notOffered.CHILDMINDING` while the mode is
 * not INTERNALLY_ENABLED or the toggle enableChildmindingBooking is off; 400
 * `childminding.slotNotOffered` (path `weekdays`) when a weekday has no slot
 * ending then; 400 `booking.startDateOutOfRange` (path `startDate`) for a start in the past,
 * outside the service's dates or before the school year's childminding start.
 */
export async function registerChildminding(
  db: Database,
  input: ChildmindingRegistration,
  context: { session: Session } & SchoolClock & WithBookingMail,
): Promise<CustomerBookingResult> {
  // Whose child first (403 for another family's, 404 for none): the answer about someone
  // else's child must not depend on the area, the service or the dates.
  await participantOfCaller(db, context.session, input.participantId);
  const service = await findReadableEvent(db, input.serviceId, context.session);
  if (!service) throw notFound();
  // The mode and the toggle come first: nothing else matters while registration is closed.
  const closed = closedAreaKey('CHILDMINDING', await readAreaSwitches(db));
  if (closed) throw areaClosed(closed);
  if (service.businessArea !== 'CHILDMINDING')
    throw invalidInput([{ path: 'serviceId', message: 'error.invalidInput' }]);
  const [year] = await db
    .select({ start: schoolYears.childmindingStartDate })
    .from(schoolYears)
    .where(eq(schoolYears.id, service.schoolYearId));
  const yearStart = year?.start ?? null;
  if (yearStart !== null && input.startDate < yearStart)
    throw invalidInput(
      [{ path: 'startDate', message: BOOKING_INPUT_KEYS.startDateOutOfRange }],
      BOOKING_INPUT_KEYS.startDateOutOfRange,
    );
  const slots = await db
    .select({
      id: eventRecurrences.id,
      dayOfWeek: eventRecurrences.dayOfWeek,
      endTime: eventRecurrences.endTime,
    })
    .from(eventRecurrences)
    .where(eq(eventRecurrences.eventId, input.serviceId));
  const recurrenceIds = slotsForRegistration(slots, input);
  if (!recurrenceIds)
    throw invalidInput(
      [{ path: 'weekdays', message: CHILDMINDING_KEYS.slotNotOffered }],
      CHILDMINDING_KEYS.slotNotOffered,
    );
  return bookService(
    db,
    {
      serviceId: input.serviceId,
      participantId: input.participantId,
      recurrenceIds,
      stopId: null,
      startDate: input.startDate,
      confirmedWarnings: input.confirmedWarnings,
      notes: input.notes,
    },
    context,
  );
}

import { can } from '../../../shared/access/capabilities';
import { BOOKING_INPUT_KEYS, type BookingCheckResult } from '../../../shared/model/booking';
import { isSchoolStop } from '../../../shared/model/bus-stop';
import type { FieldIssue } from '../../../shared/model/errors';
import { invalidInput, notFound } from '../../errors';
import type { Session } from '../auth/session';
import { readLineStops, type LineStop } from '../busstop/list-event-stops';
import { areaClosed, closedAreaKey, type AreaSwitches } from '../event/area-switches';
import {
  loadBookingFacts,
  type BookingToCheck,
  type LoadedBookingFacts,
} from './load-booking-facts';
import {
  participantOfCaller,
  participantOfCallerFrom,
  type ParticipantCustomer,
} from './participant-of-caller';
import { readServiceFacts } from './read-service-facts';
import { isStartOutOfRange } from './rules/booking-dates';
import { bookingShapeIssues } from './rules/booking-shape';
import { schoolStopOffset } from './rules/bus';
import { evaluateBooking } from './rules/evaluate-booking';
import type { Reader } from '../../db/database';

/** A booking someone is about to make, as the check and the save both take it. */
export interface BookingRequest extends BookingToCheck {
  /** A bus booking's stop (the stop's id). */
  stopId: number | null;
}

/** A request found to fit its service, with the check's findings. */
export interface AssessedBooking extends LoadedBookingFacts {
  /** Null for a parent's own record that does not exist yet. */
  participant: ParticipantCustomer | null;
  /** The bus stop the child gets on (inbound) or off (outbound). */
  stop: LineStop | null;
  /** The line's school stop, the other end of a bus booking. */
  schoolStop: LineStop | null;
  result: BookingCheckResult;
}

/** Options of {@link assessBooking}. */
export interface AssessOptions {
  session: Session;
  /** yyyy-MM-dd */
  today: string;
  /** The switches read by the caller (the save reads them before its transaction); else read with the facts. */
  switches?: AreaSwitches;
}

/**
 * Everything a booking check and a booking save decide before storing: the caller acts for
 * the participant (403 otherwise), may read the service (404), the service's area is switched
 * on for them (403 with `booking.notOffered.<area>` or `childminding.outsourced`), the request
 * fits the service (400 with issues, see rules/booking-shape.ts), and the rules of the
 * booking check. Reads only; works inside a transaction too.
 */
export async function assessBooking(
  db: Reader,
  request: BookingRequest,
  { session, today, switches }: AssessOptions,
): Promise<AssessedBooking> {
  const { participantId } = request;
  const read = await readServiceFacts(db, request.serviceId, {
    participantId,
    exceptBookingId: request.id ?? null,
    caller: session,
  });
  // The participant is judged first (403 for someone else's child), also for an unknown service.
  if (!read && participantId !== null) await participantOfCaller(db, session, participantId);
  if (!read) throw notFound();
  const participant =
    participantId === null
      ? null
      : participantOfCallerFrom(read.participant, session, participantId);
  if (!read.readable) throw notFound();
  const { service } = read;
  const admin = can(session, 'booking.manage');
  const closed = closedAreaKey(service.businessArea, switches ?? read.switches, { admin });
  if (closed) throw areaClosed(closed);

  // A bus's stops give its time at the school, which the room and the collisions compare.
  const bus = service.businessArea === 'SCHOOL_BUS';
  const lineStops = bus ? await readLineStops(db, service.id) : [];
  const loaded = await loadBookingFacts(db, request, {
    today,
    read,
    schoolOffset: bus ? schoolStopOffset(lineStops, service.inbound) : 0,
  });
  const issues: FieldIssue[] = bookingShapeIssues({
    service,
    serviceSlots: loaded.serviceSlots,
    recurrenceIds: request.recurrenceIds,
    stopId: request.stopId,
    lineStops,
    participantIsCustomer: participant?.isCustomerThemself ?? true,
  });
  if (request.startDate && isStartOutOfRange(request.startDate, { today, ...service }))
    issues.push({ path: 'startDate', message: BOOKING_INPUT_KEYS.startDateOutOfRange });
  if (issues.length > 0) throw invalidInput(issues, issues[0]!.message);

  const stop = lineStops.find((candidate) => candidate.stopId === request.stopId) ?? null;
  const schoolStop = lineStops.find((candidate) => isSchoolStop(candidate.name)) ?? null;
  return { ...loaded, participant, stop, schoolStop, result: evaluateBooking(loaded.facts) };
}

import { can } from '../../../shared/access/capabilities';
import type { RoleHolder } from '../../../shared/access/has-role';
import type { SchoolClock } from '../../../shared/model/school-time';
import type { EventBookable, NotBookableReason } from '../../../shared/model/event';
import type { Database } from '../../db/database';
import { closedAreaKey, readAreaSwitches } from './area-switches';
import { findSchoolYearInBookingPhase } from './booking-phase';
import { findReadableEvent } from './read-event-detail';
import { readPlacesLeft } from './places-left';
import type { EventRow } from './read-event-parts';
import { mayRegister } from './readable-by';

/** What decides whether a service can be booked now, loaded beforehand. */
export interface BookableFacts {
  event: Pick<
    EventRow,
    | 'businessArea'
    | 'canceledAt'
    | 'endDate'
    | 'registrationDeadline'
    | 'locationId'
    | 'schoolYearId'
  >;
  mayRegister: boolean;
  /** The service's business area is switched off for the caller (see area-switches.ts). */
  areaClosed?: boolean;
  /** The school year in its booking phase, if any. */
  bookingPhaseYearId: number | null;
  /** yyyy-MM-dd */
  today: string;
}

/**
 * The first reason a service cannot be booked now, in the order a parent can do something
 * about it least: area switched off, permission, cancellation, end, booking phase, deadline,
 * location. Undefined when it can be booked. A full service can: the booking check warns
 * about it instead.
 */
export function notBookableReason({
  event,
  mayRegister: permitted,
  areaClosed = false,
  bookingPhaseYearId,
  today,
}: BookableFacts): NotBookableReason | undefined {
  if (areaClosed) return 'notOffered';
  if (!permitted) return 'notPermitted';
  if (event.canceledAt) return 'canceled';
  if (event.endDate !== null && event.endDate < today) return 'ended';
  if (bookingPhaseYearId !== event.schoolYearId) return 'notInBookingPhase';
  if (event.registrationDeadline !== null && event.registrationDeadline < today)
    return 'registerLimit';
  if (event.locationId === null && event.businessArea !== 'SCHOOL_BUS') return 'noLocation';
  return undefined;
}

/**
 * `GET /api/event/{id}/bookable`: whether the caller can book the service now, with the reason
 * when not; null when the service does not exist or the caller may not read it.
 */
export async function checkBookable(
  db: Database,
  id: number,
  { caller, now, today }: { caller: RoleHolder } & SchoolClock,
): Promise<EventBookable | null> {
  const event = await findReadableEvent(db, id, caller);
  if (!event) return null;
  const [permitted, year, left, switches] = await Promise.all([
    mayRegister(db, id, caller),
    findSchoolYearInBookingPhase(db, now),
    readPlacesLeft(db, [id]),
    readAreaSwitches(db),
  ]);
  const admin = can(caller, 'booking.manage');
  const reason = notBookableReason({
    event,
    mayRegister: permitted,
    areaClosed: closedAreaKey(event.businessArea, switches, { admin }) !== null,
    bookingPhaseYearId: year?.id ?? null,
    today,
  });
  const placesLeft = left.get(id) ?? null;
  if (!reason) return { bookable: true, placesLeft };
  return {
    bookable: false,
    reason,
    ...(reason === 'registerLimit' ? { registrationDeadline: event.registrationDeadline } : {}),
    placesLeft,
  };
}

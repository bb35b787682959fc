import { isSchoolStop } from '../../../../shared/model/bus-stop';
import { BOOKING_INPUT_KEYS } from '../../../../shared/model/booking';
import type { BusinessArea, Weekday } from '../../../../shared/model/enums';
import { ERROR_KEYS, type FieldIssue } from '../../../../shared/model/errors';
import { allowsSingleDays } from '../../../../shared/model/event';
import type { MessageId } from '../../../../shared/model/message-ids';

/** What a booking request must fit, besides the rules of the booking check. */
export interface BookingShape {
  service: { businessArea: BusinessArea; singlePrice: number | null };
  /** Every slot of the service. */
  serviceSlots: readonly { id: number; dayOfWeek: Weekday }[];
  /** The slots the request names (empty: all of them). */
  recurrenceIds: readonly number[];
  stopId: number | null;
  /** The line's stops (empty for other services). */
  lineStops: readonly { stopId: number; name: string }[];
  /** The participant is the paying customer themself (a parent's own record). */
  participantIsCustomer: boolean;
}

/**
 * The ways a booking request does not fit its service, as field issues (nothing when it
 * fits): parent activities are for the parent's own record and everything else for children;
 * a bus needs a stop of its line other than the school stop and the weekdays; childminding
 * needs its weekdays, one slot (end time) each; a camp takes single days only when it has a
 * single price.
 */
export function bookingShapeIssues(shape: BookingShape): FieldIssue[] {
  const { service, serviceSlots, recurrenceIds, stopId, lineStops } = shape;
  const area = service.businessArea;
  const issues: FieldIssue[] = [];
  const issue = (path: string, message: MessageId) => issues.push({ path, message });

  if (area === 'PARENT_ACTIVITIES' && !shape.participantIsCustomer)
    issue('participantId', BOOKING_INPUT_KEYS.forParentsOnly);
  if (area !== 'PARENT_ACTIVITIES' && shape.participantIsCustomer)
    issue('participantId', BOOKING_INPUT_KEYS.forChildrenOnly);

  const chosen = serviceSlots.filter((slot) => recurrenceIds.includes(slot.id));
  if ((area === 'SCHOOL_BUS' || area === 'CHILDMINDING') && recurrenceIds.length === 0)
    issue('recurrenceIds', BOOKING_INPUT_KEYS.recurrenceRequired);
  if (area === 'CHILDMINDING' && new Set(chosen.map((slot) => slot.dayOfWeek)).size < chosen.length)
    issue('recurrenceIds', BOOKING_INPUT_KEYS.oneSlotPerDay);
  const partial = recurrenceIds.length > 0 && chosen.length < serviceSlots.length;
  if (area === 'HOLIDAY_CAMP' && partial && !allowsSingleDays(service))
    issue('recurrenceIds', BOOKING_INPUT_KEYS.singleDaysNotOffered);

  if (area === 'SCHOOL_BUS') {
    const stop = lineStops.find((candidate) => candidate.stopId === stopId);
    if (stopId === null) issue('stopId', BOOKING_INPUT_KEYS.stopRequired);
    else if (!stop || isSchoolStop(stop.name)) issue('stopId', BOOKING_INPUT_KEYS.stopUnknown);
  } else if (stopId !== null) issue('stopId', ERROR_KEYS.invalidInput);
  return issues;
}

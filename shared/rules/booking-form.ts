import { BOOKING_SAVE_ISSUES, needsRecurrences } from '../model/booking-record';
import type { BusinessArea } from '../model/enums';

/** What the booking form's service-bound rules read of the service. */
export interface BookingFormService {
  businessArea: BusinessArea;
  startDate: string | null;
  endDate: string | null;
}

/** What they read of the booking. */
export interface BookingFormDates {
  startDate: string | null;
  endDate: string | null;
  recurrenceIds: readonly number[];
}

/** One broken rule: the field and the catalog id of its message. */
export interface BookingFormIssue {
  path: 'startDate' | 'endDate' | 'recurrenceIds';
  message: (typeof BOOKING_SAVE_ISSUES)[keyof typeof BOOKING_SAVE_ISSUES];
}

const outside = (date: string, service: BookingFormService) =>
  (service.startDate !== null && date < service.startDate) ||
  (service.endDate !== null && date > service.endDate);

/**
 * The booking form's rules that need the service (spec 001 §5), the same in the dialog and on
 * the server: the dates lie between the service's start and end date, the end not before the
 * start, and a bus or childminding booking names its weekdays.
 */
export function bookingFormIssues(
  booking: BookingFormDates,
  service: BookingFormService,
): BookingFormIssue[] {
  const issues: BookingFormIssue[] = [];
  for (const path of ['startDate', 'endDate'] as const) {
    const date = booking[path];
    if (date && outside(date, service))
      issues.push({ path, message: BOOKING_SAVE_ISSUES.outsideService });
  }
  if (booking.startDate && booking.endDate && booking.endDate < booking.startDate)
    issues.push({ path: 'endDate', message: BOOKING_SAVE_ISSUES.dateOrder });
  if (needsRecurrences(service.businessArea) && booking.recurrenceIds.length === 0)
    issues.push({ path: 'recurrenceIds', message: BOOKING_SAVE_ISSUES.recurrence });
  return issues;
}

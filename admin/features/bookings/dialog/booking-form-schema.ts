import * as v from 'valibot';
import {
  BOOKING_SAVE_ISSUES,
  BookingSaveSchema,
  type BookingService,
} from '../../../../shared/model/booking-record';
import { bookingFormIssues, type BookingFormIssue } from '../../../../shared/rules/booking-form';

type Saved = v.InferOutput<typeof BookingSaveSchema>;

/**
 * The dialog's rules (spec 001 §5 booking form): the request schema the server checks too, and
 * the rules that need the service (dates within it, weekdays for bus and childminding), each
 * forwarded to its field, and the escort a customer names when the escort feature is on.
 * Without a service (none picked yet) only the schema and the escort.
 */
export function bookingFormSchema(
  service: BookingService | null,
  { escortRequired = false }: { escortRequired?: boolean } = {},
) {
  // Spec 001 §5: a customer names the escort while the escort feature is on.
  const escort = v.forward<Saved, v.CheckIssue<Saved>, ['escortPersonId']>(
    v.check<Saved, string>(
      (booking) => !escortRequired || booking.escortPersonId !== null,
      BOOKING_SAVE_ISSUES.escort,
    ),
    ['escortPersonId'],
  );
  if (!service) return v.pipe(BookingSaveSchema, escort);
  const find = (booking: Saved, path: BookingFormIssue['path']) =>
    bookingFormIssues(booking, service).find((issue) => issue.path === path);
  const rule = (path: BookingFormIssue['path']) =>
    v.forward<Saved, v.CheckIssue<Saved>, [typeof path]>(
      v.check<Saved, (issue: v.CheckIssue<Saved>) => string>(
        (booking) => find(booking, path) === undefined,
        (issue) => find(issue.input, path)?.message ?? 'error.invalidInput',
      ),
      [path],
    );
  return v.pipe(
    BookingSaveSchema,
    rule('startDate'),
    rule('endDate'),
    rule('recurrenceIds'),
    escort,
  );
}

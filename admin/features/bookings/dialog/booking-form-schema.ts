import * as v from 'valibot';
import { BookingSaveSchema, type BookingService } from '../../../../shared/model/booking-record';
import { bookingFormIssues, type BookingFormIssue } from '../../../../shared/rules/booking-form';

type Saved = v.InferOutput<typeof BookingSaveSchema>;

/**
 * The dialog's rules (spec 001 §5 booking form): the request schema the server checks too, and
 * the rules that need the service (dates within it, weekdays for bus and childminding), each
 * forwarded to its field. Without a service (none picked yet) only the schema.
 */
export function bookingFormSchema(service: BookingService | null) {
  if (!service) return BookingSaveSchema;
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
  return v.pipe(BookingSaveSchema, rule('startDate'), rule('endDate'), rule('recurrenceIds'));
}

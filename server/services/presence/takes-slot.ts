import { sql, type SQLWrapper } from 'drizzle-orm';
import { bookingRecurrences } from '../../db/schema';

/**
 * Whether booking `bookingId` takes slot `recurrenceId`: it names that slot, or names none (=
 * all of its service's). One look into the booking's own rows of `booking_recurrences` (their
 * primary key starts with the booking), per booking: written as NOT EXISTS … OR EXISTS …, the
 * planner hashed the whole table (250,000 rows on the large seed) twice for each register.
 */
export const takesSlot = (bookingId: SQLWrapper, recurrenceId: SQLWrapper | number) =>
  sql<boolean>`(select count(*) = 0 or bool_or(br.event_recurrence_id = ${recurrenceId})
    from ${bookingRecurrences} br where br.booking_id = ${bookingId})`;

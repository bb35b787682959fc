import { fetchBookingPage } from '../../../shared/api/booking-office';
import { bookingListQuery } from '../../../shared/model/booking-office';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { PLAN_QUERY } from '../../app/navigation';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag a booking's save or decision invalidates. */
export const BOOKINGS_TAG = 'bookings';

/**
 * `/booking?plan=Given Family` (the customer and participant dialogs' link, spec 000 §2
 * navigation targets) is read as the child filter; the next change of the list writes `child`.
 */
const BOOKING_URL_ALIASES = { [PLAN_QUERY]: 'child' } as const;

/** The page of bookings the URL asks for, reloaded by `invalidate(BOOKINGS_TAG)`. */
export function useBookingList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(bookingListQuery, {
    aliases: BOOKING_URL_ALIASES,
  });
  const list = useList(
    (current, signal) => fetchBookingPage(client, current, { signal }),
    query,
    key,
    [BOOKINGS_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useBookingList} answers. */
export type BookingList = ReturnType<typeof useBookingList>;

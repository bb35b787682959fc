import { fetchBookingPage } from '../../../shared/api/booking-office';
import { bookingListQuery } from '../../../shared/model/booking-office';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The tag a booking's save or decision invalidates. */
export const BOOKINGS_TAG = 'bookings';

/** The page of bookings the URL asks for, reloaded by `invalidate(BOOKINGS_TAG)`. */
export function useBookingList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(bookingListQuery);
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

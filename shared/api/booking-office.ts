import type { InputOf } from '../contracts/endpoint';
import { decideRequests, listBookings } from '../contracts/booking-office';
import type {
  BookingListQuery,
  BookingRow,
  RequestDecisionInput,
  RequestDecisionResult,
} from '../model/booking-office';
import type { ListAnswer } from '../model/list';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';
import { toQueryText } from './list-query-text';

/** One page of the office's booking list ({@link listBookings}). */
export const fetchBookingPage = (
  client: ApiClient,
  query: BookingListQuery,
  options?: CallOptions,
): Promise<ListAnswer<BookingRow>> =>
  call(
    client,
    listBookings,
    { query: toQueryText<InputOf<typeof listBookings.query>>(query) },
    options,
  );

/** The admin's decision on the selected requests ({@link decideRequests}). */
export const decideBookingRequests = (
  client: ApiClient,
  body: RequestDecisionInput,
): Promise<RequestDecisionResult> => call(client, decideRequests, { body });

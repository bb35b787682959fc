import {
  cancelEvent,
  cloneEvent,
  deleteEventImage,
  eventBaseData,
  listEvents,
  readEventRecord,
  saveEvent,
} from '../contracts/event-office';
import type { InputOf } from '../contracts/endpoint';
import type { EventBaseData } from '../model/base-data';
import type { EventListQuery } from '../model/event-list';
import type { EventListRow, EventRecord } from '../model/event-record';
import type { ListAnswer } from '../model/list';
import type { EventInput } from '../rules/event';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';
import { toQueryText } from './list-query-text';

/** One page of the office's service list ({@link listEvents}); an instructor gets their own. */
export const fetchEventPage = (
  client: ApiClient,
  query: EventListQuery,
  options?: CallOptions,
): Promise<ListAnswer<EventListRow>> =>
  call(
    client,
    listEvents,
    { query: toQueryText<InputOf<typeof listEvents.query>>(query) },
    options,
  );

/** A service as the dialog edits it ({@link readEventRecord}); 404 unknown, 403 not one's own. */
export const fetchEventRecord = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<EventRecord> => call(client, readEventRecord, { params: { id } }, options);

/** The lists the service dialog chooses from ({@link eventBaseData}). */
export const fetchEventBaseData = (
  client: ApiClient,
  options?: CallOptions,
): Promise<EventBaseData> => call(client, eventBaseData, {}, options);

/**
 * Creates or updates a service ({@link saveEvent}, multipart): `event` as JSON and, when
 * chosen, the new picture as `eventImage`. 400 field issues, 409 stale, 404 unknown.
 */
export function storeEvent(
  client: ApiClient,
  event: EventInput,
  image: Blob | null,
  options?: CallOptions,
): Promise<EventRecord> {
  const form = new FormData();
  form.set('event', JSON.stringify(event));
  if (image) form.set('eventImage', image);
  return call(client, saveEvent, { body: form }, options);
}

/** An unsaved copy of a service to edit ({@link cloneEvent}); 404 when it is gone. */
export const copyEvent = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<EventRecord> => call(client, cloneEvent, { params: { id } }, options);

/** Removes a service's picture ({@link deleteEventImage}); 404 when it is not its picture. */
export const removeEventImage = (
  client: ApiClient,
  eventId: number,
  imageId: number,
  options?: CallOptions,
): Promise<void> => call(client, deleteEventImage, { params: { eventId, imageId } }, options);

/**
 * The office cancels a service ({@link cancelEvent}): its bookings that hold or await a place
 * are cancelled and their families mailed. 409 when it is cancelled already.
 */
export const cancelService = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<{ cancelledBookings: number }> =>
  call(client, cancelEvent, { params: { id }, body: { sendEmail: true } }, options);

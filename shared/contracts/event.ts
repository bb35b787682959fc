import * as v from 'valibot';
import type { EventBookable, EventDetail, PublicEventItem } from '../model/event';
import { BusinessAreaParamSchema, PublicEventQuerySchema } from '../model/event';
import { idTextSchema } from '../model/storable';
import { endpoint } from './endpoint';

const eventIdParams = v.object({ id: idTextSchema });

/**
 * `GET /api/event/public/{businessArea}` (everyone): the area's services the caller may read, in
 * the school year in its booking phase; 404 with `booking.notOffered.<area>` when switched off.
 */
export const listPublicEventsContract = endpoint<PublicEventItem[]>()({
  method: 'GET',
  path: '/api/event/public/:businessArea',
  can: 'event.read',
  widget: true,
  params: BusinessAreaParamSchema,
  query: PublicEventQuerySchema,
});

/** `GET /api/event/{id}` (everyone): a service's detail; 404 also for one the caller may not read. */
export const readEventContract = endpoint<EventDetail>()({
  method: 'GET',
  path: '/api/event/:id{[0-9]+}',
  can: 'event.read',
  widget: true,
  params: eventIdParams,
});

/** `GET /api/event/{id}/image` (everyone): the service's picture; 404 without one. */
export const readEventImageContract = endpoint<Blob>()({
  method: 'GET',
  path: '/api/event/:id{[0-9]+}/image',
  can: 'event.read',
  widget: true,
  params: eventIdParams,
  answerType: 'blob',
});

/** `GET /api/event/{id}/bookable` (signed in): whether the caller can book it now, and why not. */
export const eventBookableContract = endpoint<EventBookable>()({
  method: 'GET',
  path: '/api/event/:id{[0-9]+}/bookable',
  can: 'event.bookable',
  widget: true,
  params: eventIdParams,
});

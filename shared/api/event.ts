import type { BusinessArea } from '../model/enums';
import type { EventBookable, EventDetail, PublicEventItem, PublicEventQuery } from '../model/event';
import {
  eventBookableContract,
  listPublicEventsContract,
  readEventContract,
  readEventImageContract,
} from '../contracts/event';
import { fillPath } from '../contracts/endpoint';
import { call } from './call';
import type { ApiClient } from './client';

/**
 * `GET /api/event/public/{businessArea}` (everyone): the services of the area the caller may
 * read, in the school year in its booking phase and still open, filtered by grade, weekday
 * and language.
 */
export function getPublicEvents(
  client: ApiClient,
  businessArea: BusinessArea,
  filters: PublicEventQuery = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<PublicEventItem[]> {
  return call(
    client,
    listPublicEventsContract,
    { params: { businessArea }, query: filters },
    { signal },
  );
}

/** `GET /api/event/{id}` (everyone): a service's detail; 404 also for one the caller may not read. */
export function getEvent(client: ApiClient, id: number): Promise<EventDetail> {
  return call(client, readEventContract, { params: { id } });
}

/** The address of a service's picture (`GET /api/event/{id}/image`), for an `img` element. */
export function eventImagePath(id: number): string {
  return fillPath(readEventImageContract.path, { id });
}

/** `GET /api/event/{id}/bookable` (signed in): whether the caller can book it now, and why not. */
export function getEventBookable(client: ApiClient, id: number): Promise<EventBookable> {
  return call(client, eventBookableContract, { params: { id } });
}

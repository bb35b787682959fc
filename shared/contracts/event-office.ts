import * as v from 'valibot';
import type { EventBaseData } from '../model/base-data';
import type { EventListRow, EventOption, EventRecord } from '../model/event-record';
import { basketPersonsSchema, eventListQuery, schoolYearQuery } from '../model/event-list';
import type { ListAnswer } from '../model/list';
import { idTextSchema } from '../model/storable';
import { eventInputSchema } from '../rules/event';
import { endpoint } from './endpoint';

const idParams = v.object({ id: idTextSchema });

/**
 * The office's side of services (spec 002 §2.1, §7): the list, a service's record for the
 * dialog, save, clone, picture removal, the composer's service pickers and the dialog's base
 * data. The public side (listing, detail, picture, bookable) is `event.ts`.
 */

/**
 * `GET /api/event/`: one page of the services (the list contract: page, pageSize, orderBy
 * name|businessArea|key|startDate|endDate|participants, asc, search in name and key, filters
 * businessArea and schoolYear), with the total. An instructor sees the services they teach.
 */
export const listEvents = endpoint<ListAnswer<EventListRow>>()({
  method: 'GET',
  path: '/api/event',
  trailingSlash: true,
  can: 'event.staff',
  query: eventListQuery,
});

/**
 * `GET /api/event/{id}/record`: the service as the dialog edits it (every tab). An instructor
 * reads only a service they teach (403 otherwise); 404 for an unknown id.
 */
export const readEventRecord = endpoint<EventRecord>()({
  method: 'GET',
  path: '/api/event/:id{[0-9]+}/record',
  can: 'event.staff',
  ownRecords: 'event.read.any',
  params: idParams,
});

/**
 * `PUT /api/event` (multipart: `event` as JSON, optional `eventImage`: PNG, JPEG, WebP or GIF
 * under 2,000,000 bytes, type read from its bytes): creates (no `id`) or updates a service in
 * one transaction, picture included. 400 with field issues (spec 002 §5, the location's
 * capacity checked against the database), 409 `error.staleVersion`, 404 for an unknown id.
 */
export const saveEvent = endpoint<EventRecord>()({
  method: 'PUT',
  path: '/api/event',
  can: 'event.manage',
  form: { field: 'event', schema: eventInputSchema },
});

/**
 * `PUT /api/event/clone/{id}`: a copy of the service to edit, not saved yet (`id` null,
 * `cloned` true, rows without ids, the picture taken over on save); 404 for an unknown id.
 */
export const cloneEvent = endpoint<EventRecord>()({
  method: 'PUT',
  path: '/api/event/clone/:id{[0-9]+}',
  can: 'event.manage',
  params: idParams,
});

/**
 * `PUT /api/event/{id}/cancel` (`{ sendEmail }`): the office cancels a service as a whole
 * (too few participants…): every booking that holds or awaits a place is cancelled as of today
 * and, with `sendEmail` (default), its family is mailed (issue 20.6). 409 when it is cancelled
 * already.
 */
export const cancelEvent = endpoint<{ cancelledBookings: number }>()({
  method: 'PUT',
  path: '/api/event/:id{[0-9]+}/cancel',
  can: 'event.manage',
  params: idParams,
  body: v.object({ sendEmail: v.optional(v.boolean('error.invalidInput'), true) }),
});

/** `DELETE /api/event/{eventId}/image/{imageId}`: removes the service's picture; 404 if not its. */
export const deleteEventImage = endpoint<void>()({
  method: 'DELETE',
  path: '/api/event/:eventId{[0-9]+}/image/:imageId{[0-9]+}',
  can: 'event.manage',
  params: v.object({ eventId: idTextSchema, imageId: idTextSchema }),
});

/** `GET /api/event/by-participant/{id}?schoolYear`: the services a participant is booked on. */
export const listEventsByParticipant = endpoint<EventOption[]>()({
  method: 'GET',
  path: '/api/event/by-participant/:id{[0-9]+}',
  can: 'email.compose',
  params: idParams,
  query: schoolYearQuery,
});

/** `GET /api/event/no-person?schoolYear`: every running service of the year (no recipient narrows it). */
export const listEventsWithoutPerson = endpoint<EventOption[]>()({
  method: 'GET',
  path: '/api/event/no-person',
  can: 'email.compose',
  query: schoolYearQuery,
});

/**
 * `PUT /api/event/persons` (a list of `{ id, type }`, type USER, PERSON, CUSTOMER, INSTRUCTOR or
 * PARTICIPANT): the services of the booking-phase year these people are connected with.
 */
export const listEventsOfPersons = endpoint<EventOption[]>()({
  method: 'PUT',
  path: '/api/event/persons',
  can: 'email.compose',
  body: basketPersonsSchema,
});

/** `GET /api/event/base-data`: the lists the service dialog chooses from. */
export const eventBaseData = endpoint<EventBaseData>()({
  method: 'GET',
  path: '/api/event/base-data',
  can: 'event.staff',
});

/**
 * `GET /api/event/{id}/export/participants`: the participants as `export.xlsx` (one row per
 * booking: names, class, status, registration date, the parents' contacts).
 */
export const exportEventParticipants = endpoint<Blob>()({
  method: 'GET',
  path: '/api/event/:id{[0-9]+}/export/participants',
  can: 'event.staff',
  ownRecords: 'event.read.any',
  params: idParams,
  answerType: 'blob',
});

import * as v from 'valibot';
import type { EventParticipantRow, ParticipantOption } from '../model/event-record';
import {
  eventParticipantsQuery,
  eventRefSchema,
  participantFilterQuery,
} from '../model/event-list';
import type { LinkedChild } from '../model/linked-child';
import type { ListAnswer } from '../model/list';
import { participantInputSchema, type ParticipantRecord } from '../model/participant';
import { idParamSchema, idTextSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * `PUT /api/participant/` (multipart: the participant as JSON in `person`, a picture in
 * `imageFile`): a parent adds (no `id`) or changes one of their children, an admin anyone's;
 * 400 with field issues (broken JSON, a picture too large or not an image by its bytes),
 * 403 for someone else's child, 409 when stale. Nothing is saved on any refusal.
 */
export const saveParticipant = endpoint<ParticipantRecord>()({
  method: 'PUT',
  path: '/api/participant',
  trailingSlash: true,
  can: 'participant.family',
  ownRecords: 'participant.manage.any',
  widget: true,
  form: { field: 'person', schema: participantInputSchema },
});

/** `GET /api/participant/customer`: the caller's children with their classes; none before the first. */
export const listOwnParticipants = endpoint<ParticipantRecord[]>()({
  method: 'GET',
  path: '/api/participant/customer',
  can: 'participant.own',
  widget: true,
});

/**
 * `GET /api/participant/linked`: the children the caller (a guardian) is linked to as pick-up
 * person, with their classes; nothing of the family's or health data. Found from the session.
 */
export const listLinkedParticipants = endpoint<LinkedChild[]>()({
  method: 'GET',
  path: '/api/participant/linked',
  can: 'participant.linked',
});

/** `GET /api/participant/customer/{id}`: that customer's children (an admin, or the customer). */
export const listCustomerParticipants = endpoint<ParticipantRecord[]>()({
  method: 'GET',
  path: '/api/participant/customer/:id{[0-9]+}',
  can: 'participant.family',
  ownRecords: 'participant.manage.any',
  widget: true,
  params: idParamSchema,
});

/**
 * `GET /api/participant/by-event/{eventId}?orderBy&asc&pageSize=20&page`: one page of a
 * service's participants (every booking but cancelled ones) for the dialog's participants tab;
 * an empty page ends the list. An instructor reads a service they teach only.
 */
export const listEventParticipants = endpoint<ListAnswer<EventParticipantRow>>()({
  method: 'GET',
  path: '/api/participant/by-event/:eventId{[0-9]+}',
  can: 'event.staff',
  ownRecords: 'event.read.any',
  params: v.object({ eventId: idTextSchema }),
  query: eventParticipantsQuery,
});

/** `GET /api/participant/instructor/{id}`: the participants of an instructor's running services. */
export const listInstructorParticipants = endpoint<ParticipantOption[]>()({
  method: 'GET',
  path: '/api/participant/instructor/:id{[0-9]+}',
  can: 'event.staff',
  ownRecords: 'event.read.any',
  params: idParamSchema,
});

/** `GET /api/participant/filter?schoolYear&grades`: the participants of those grades in the year. */
export const filterParticipants = endpoint<ParticipantOption[]>()({
  method: 'GET',
  path: '/api/participant/filter',
  can: 'email.compose',
  query: participantFilterQuery,
});

/** `POST /api/participant/by-event` (the service as body): all its participants, by name. */
export const listParticipantsOfEvent = endpoint<ParticipantOption[]>()({
  method: 'POST',
  path: '/api/participant/by-event',
  can: 'event.staff',
  ownRecords: 'event.read.any',
  body: eventRefSchema,
});

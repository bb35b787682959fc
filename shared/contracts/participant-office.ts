import * as v from 'valibot';
import type { ListAnswer } from '../model/list';
import type { ParticipantRecord } from '../model/participant';
import {
  participantBookingsQuery,
  participantListQuery,
  type ContactPerson,
  type ParticipantBookingRow,
  type ParticipantRow,
} from '../model/participant-office';
import { idParamSchema, idTextSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * The office's participant screen (spec 001 §2.2 participant dialog and contact viewer, §7).
 * The save (`PUT /api/participant/`, multipart) is `participant.ts`, shared with the widgets.
 * Each read of one child: parents their own family's (403 otherwise), instructors a child
 * booked on a service they teach, admins anyone's.
 */

/** `GET /api/participant/`: one page of the children with the class of the chosen year. */
export const listParticipants = endpoint<ListAnswer<ParticipantRow>>()({
  method: 'GET',
  path: '/api/participant',
  trailingSlash: true,
  can: 'participant.staff',
  query: participantListQuery,
});

/** `GET /api/participant/{id}`: the child with person, classes, escort, health; 404 if unknown. */
export const getParticipant = endpoint<ParticipantRecord>()({
  method: 'GET',
  path: '/api/participant/:id{[0-9]+}',
  can: 'participant.read',
  ownRecords: 'participant.manage.any',
  params: idParamSchema,
});

/** `GET /api/participant/{id}/contact-persons`: customer, spouse and guardians of the child. */
export const listContactPersons = endpoint<ContactPerson[]>()({
  method: 'GET',
  path: '/api/participant/:id{[0-9]+}/contact-persons',
  can: 'participant.read',
  ownRecords: 'participant.manage.any',
  params: idParamSchema,
});

/**
 * `GET /api/participant/{participantId}/image/{imageId}`: the child's picture (a family's cards,
 * the office); 404 when it is not the child's. Asked with the bearer token, so fetched as a blob.
 */
export const getParticipantImage = endpoint<Blob>()({
  method: 'GET',
  path: '/api/participant/:participantId{[0-9]+}/image/:imageId{[0-9]+}',
  can: 'participant.read',
  ownRecords: 'participant.manage.any',
  params: v.object({ participantId: idTextSchema, imageId: idTextSchema }),
  answerType: 'blob',
});

/** `DELETE /api/participant/{participantId}/image/{imageId}`: the child's picture; 404 if not its. */
export const deleteParticipantImage = endpoint<void>()({
  method: 'DELETE',
  path: '/api/participant/:participantId{[0-9]+}/image/:imageId{[0-9]+}',
  can: 'participant.family',
  ownRecords: 'participant.manage.any',
  params: v.object({ participantId: idTextSchema, imageId: idTextSchema }),
});

/**
 * `GET /api/booking/by-participant/{participantId}?orderBy&asc&pageSize=10&page`: the child's
 * bookings, newest first; an empty page ends the dialog's infinite scroll.
 */
export const listParticipantBookings = endpoint<ListAnswer<ParticipantBookingRow>>()({
  method: 'GET',
  path: '/api/booking/by-participant/:participantId{[0-9]+}',
  can: 'participant.read',
  ownRecords: 'participant.manage.any',
  params: v.object({ participantId: idTextSchema }),
  query: participantBookingsQuery,
});

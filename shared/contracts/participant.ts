import { participantInputSchema, type ParticipantRecord } from '../model/participant';
import { idParamSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * `PUT /api/participant/` (JSON): a parent adds (no `id`) or changes one of their children, an
 * admin anyone's; 400 with field issues, 403 for someone else's child, 409 when stale.
 */
export const saveParticipant = endpoint<ParticipantRecord>()({
  method: 'PUT',
  path: '/api/participant',
  trailingSlash: true,
  can: 'participant.family',
  ownRecords: 'participant.manage.any',
  widget: true,
  body: participantInputSchema,
});

/** `GET /api/participant/customer`: the caller's children with their classes; none before the first. */
export const listOwnParticipants = endpoint<ParticipantRecord[]>()({
  method: 'GET',
  path: '/api/participant/customer',
  can: 'participant.own',
  widget: true,
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

import * as v from 'valibot';
import type { ListAnswer } from '../model/list';
import {
  participantPersonListQuery,
  type ParticipantPersonChoices,
  type ParticipantPersonRow,
} from '../model/participant-person';
import { searchText } from '../model/list';
import { idParamSchema } from '../model/storable';
import { participantPersonInputSchema } from '../rules/participant-person';
import { endpoint } from './endpoint';

/**
 * `/api/participantPerson` (spec 001 §2.2 participant-person dialog, §3, §5; `/participantPerson`,
 * ADMIN and CUSTOMER): the persons linked to a child — pick-up persons with a relationship,
 * coordinators with a type and grades. A customer reaches only their own children's links and
 * their own family's persons (403 otherwise); ADMIN any (`participantPerson.manage.any`).
 */

/** `GET /api/participantPerson/`: one page of the links, with the total. */
export const listParticipantPersons = endpoint<ListAnswer<ParticipantPersonRow>>()({
  method: 'GET',
  path: '/api/participantPerson',
  trailingSlash: true,
  can: 'participantPerson.manage',
  query: participantPersonListQuery,
});

/** `GET /api/participantPerson/choices?search`: children and persons the pickers offer (20 each). */
export const participantPersonChoices = endpoint<ParticipantPersonChoices>()({
  method: 'GET',
  path: '/api/participantPerson/choices',
  can: 'participantPerson.manage',
  query: v.object({ search: v.optional(searchText, '') }),
});

/** `GET /api/participantPerson/{id}`: one link; 404 if unknown, 403 another family's. */
export const getParticipantPerson = endpoint<ParticipantPersonRow>()({
  method: 'GET',
  path: '/api/participantPerson/:id{[0-9]+}',
  can: 'participantPerson.manage',
  ownRecords: 'participantPerson.manage.any',
  params: idParamSchema,
});

/**
 * `PUT /api/participantPerson`: creates (no `id`) or updates a link in one transaction, with a
 * new person from the nested guardian dialog when `person` comes instead of `personId`. 400
 * with the three required-field messages of spec 001 §5, `participantPersons.rules.self` when
 * the person is the child, `participantPersons.rules.linked` when already linked; 409 stale.
 */
export const saveParticipantPerson = endpoint<ParticipantPersonRow>()({
  method: 'PUT',
  path: '/api/participantPerson',
  can: 'participantPerson.manage',
  ownRecords: 'participantPerson.manage.any',
  body: participantPersonInputSchema,
});

/**
 * `DELETE /api/participantPerson/{id}`: unlinks the person from the child. The person and the
 * child stay, and so every booking keeps its participant.
 */
export const deleteParticipantPerson = endpoint<{ id: number }>()({
  method: 'DELETE',
  path: '/api/participantPerson/:id{[0-9]+}',
  can: 'participantPerson.manage',
  ownRecords: 'participantPerson.manage.any',
  params: idParamSchema,
});

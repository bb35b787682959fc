import * as links from '../contracts/participant-person';
import type { InputOf } from '../contracts/endpoint';
import type { ListAnswer } from '../model/list';
import type {
  ParticipantPersonChoices,
  ParticipantPersonListQuery,
  ParticipantPersonRow,
} from '../model/participant-person';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';
import { toQueryText } from './list-query-text';

/** One page of the links ({@link links.listParticipantPersons}). */
export const fetchParticipantPersonPage = (
  client: ApiClient,
  query: ParticipantPersonListQuery,
  options?: CallOptions,
): Promise<ListAnswer<ParticipantPersonRow>> =>
  call(
    client,
    links.listParticipantPersons,
    { query: toQueryText<InputOf<typeof links.listParticipantPersons.query>>(query) },
    options,
  );

/** Children and persons for the pickers ({@link links.participantPersonChoices}). */
export const fetchParticipantPersonChoices = (
  client: ApiClient,
  search: string,
  options?: CallOptions,
): Promise<ParticipantPersonChoices> =>
  call(client, links.participantPersonChoices, { query: { search } }, options);

/** One link ({@link links.getParticipantPerson}). */
export const fetchParticipantPerson = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<ParticipantPersonRow> =>
  call(client, links.getParticipantPerson, { params: { id } }, options);

/** Creates or updates a link ({@link links.saveParticipantPerson}); 409 when stale. */
export const storeParticipantPerson = (
  client: ApiClient,
  input: InputOf<typeof links.saveParticipantPerson.body>,
): Promise<ParticipantPersonRow> => call(client, links.saveParticipantPerson, { body: input });

/** Unlinks ({@link links.deleteParticipantPerson}). */
export const removeParticipantPerson = (client: ApiClient, id: number) =>
  call(client, links.deleteParticipantPerson, { params: { id } });

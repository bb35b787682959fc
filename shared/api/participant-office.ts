import type { InputOf } from '../contracts/endpoint';
import {
  deleteParticipantImage,
  getParticipant,
  getParticipantImage,
  listContactPersons,
  listParticipantBookings,
  listParticipants,
} from '../contracts/participant-office';
import type { ListAnswer } from '../model/list';
import type { ParticipantRecord } from '../model/participant';
import type {
  ContactPerson,
  ParticipantBookingRow,
  ParticipantListQuery,
  ParticipantRow,
} from '../model/participant-office';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';
import { toQueryText } from './list-query-text';

/** One page of the office's participant list ({@link listParticipants}). */
export const fetchParticipantPage = (
  client: ApiClient,
  query: ParticipantListQuery,
  options?: CallOptions,
): Promise<ListAnswer<ParticipantRow>> =>
  call(
    client,
    listParticipants,
    { query: toQueryText<InputOf<typeof listParticipants.query>>(query) },
    options,
  );

/** One child as the participant dialog edits it ({@link getParticipant}). */
export const fetchParticipant = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<ParticipantRecord> => call(client, getParticipant, { params: { id } }, options);

/** The child's customer, spouse and guardians ({@link listContactPersons}). */
export const fetchContactPersons = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<ContactPerson[]> => call(client, listContactPersons, { params: { id } }, options);

/** One page of the child's bookings, 10 a page, newest first ({@link listParticipantBookings}). */
export const fetchParticipantBookings = (
  client: ApiClient,
  participantId: number,
  page: number,
  options?: CallOptions,
): Promise<ListAnswer<ParticipantBookingRow>> =>
  call(
    client,
    listParticipantBookings,
    { params: { participantId }, query: { page: String(page) } },
    options,
  );

/** Removes the child's stored picture ({@link deleteParticipantImage}). */
export const removeParticipantImage = (
  client: ApiClient,
  participantId: number,
  imageId: number,
): Promise<void> => call(client, deleteParticipantImage, { params: { participantId, imageId } });

/** The child's picture as a blob, for an `img` through an object URL ({@link getParticipantImage}). */
export const fetchParticipantImage = (
  client: ApiClient,
  participantId: number,
  imageId: number,
  options?: CallOptions,
): Promise<Blob> =>
  call(client, getParticipantImage, { params: { participantId, imageId } }, options);

import * as participant from '../contracts/participant';
import type { LinkedChild } from '../model/linked-child';
import type { ParticipantRecord } from '../model/participant';
import { call } from './call';
import type { ApiClient } from './client';

/** What {@link participant.saveParticipant} takes: the person form's fields, classes, escort. */
export interface ParticipantSave {
  id?: number | null;
  version?: number | null;
  /** Admins only: the customer of a new child. */
  customerId?: number | null;
  person: {
    givenName: string;
    familyName: string;
    gender: string;
    birthday?: string | null;
    title?: string | null;
    email?: string | null;
  };
  /** Keyed by school-year name; an entry is all filled or all empty. */
  clazzes?: Record<string, { grade: string; language: string; postfix: string }>;
  escortType?: 'ALONE' | 'GUARDIAN';
  homeAlone?: boolean;
  healthProblems?: string | null;
  emergencyMedication?: string | null;
}

/**
 * Adds (no `id`) or changes a child ({@link participant.saveParticipant}: parents their own,
 * admins any); 400 with field issues, 403 for someone else's child, 409 when stale.
 */
export function saveParticipant(
  client: ApiClient,
  record: ParticipantSave,
  imageFile?: File | null,
): Promise<ParticipantRecord> {
  // The form sends what was picked, an empty gender too: the server's rule answers it on the field.
  const body = new FormData();
  body.set('person', JSON.stringify(record));
  if (imageFile) body.set('imageFile', imageFile);
  return call(client, participant.saveParticipant, { body });
}

/** The caller's children with their classes ({@link participant.listOwnParticipants}). */
export function getMyParticipants(client: ApiClient): Promise<ParticipantRecord[]> {
  return call(client, participant.listOwnParticipants, {});
}

/** A customer's children ({@link participant.listCustomerParticipants}: an admin, or the customer). */
export function getCustomerParticipants(
  client: ApiClient,
  customerId: number,
): Promise<ParticipantRecord[]> {
  return call(client, participant.listCustomerParticipants, { params: { id: customerId } });
}

/** The children the caller (a guardian) may pick up ({@link participant.listLinkedParticipants}). */
export function getLinkedChildren(client: ApiClient): Promise<LinkedChild[]> {
  return call(client, participant.listLinkedParticipants, {});
}

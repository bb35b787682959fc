import type { ParticipantRecord } from '../model/participant';
import type { ApiClient } from './client';

/** What `PUT /api/participant/` takes: the person form's fields, classes, escort. */
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
}

/**
 * `PUT /api/participant/` (CUSTOMER, MEMBER for their own children; ADMIN): adds (no `id`) or
 * changes a child; 400 with field issues, 403 for someone else's child, 409 when stale.
 */
export function saveParticipant(
  client: ApiClient,
  participant: ParticipantSave,
): Promise<ParticipantRecord> {
  return client.request<ParticipantRecord>('/api/participant/', {
    method: 'PUT',
    body: participant,
  });
}

/** `GET /api/participant/customer` (CUSTOMER, MEMBER): the caller's children with their classes. */
export function getMyParticipants(client: ApiClient): Promise<ParticipantRecord[]> {
  return client.request<ParticipantRecord[]>('/api/participant/customer');
}

/** `GET /api/participant/customer/{id}` (ADMIN, or the customer themselves). */
export function getCustomerParticipants(
  client: ApiClient,
  customerId: number,
): Promise<ParticipantRecord[]> {
  return client.request<ParticipantRecord[]>(`/api/participant/customer/${customerId}`);
}

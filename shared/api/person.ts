import type { PersonExists, PersonRecord, PersonWithRoles, UserExists } from '../model/customer';
import type { ApiClient } from './client';

/** `GET /api/person/{id}`: a person with addresses, contacts, languages and version. */
export function getPerson(client: ApiClient, id: number): Promise<PersonRecord> {
  return client.request<PersonRecord>(`/api/person/${id}`);
}

/** Options of {@link findPersonByEmail}. */
export interface FindPersonOptions {
  /** Add the roles of the person's user account. */
  includeRoles?: boolean;
}

/** `GET /api/person?email&includeRoles` (ADMIN, SYS_ADMIN): the person with that e-mail; 404 if none. */
export function findPersonByEmail(
  client: ApiClient,
  email: string,
  { includeRoles = false }: FindPersonOptions = {},
): Promise<PersonWithRoles> {
  return client.request<PersonWithRoles>('/api/person', { query: { email, includeRoles } });
}

/** `GET /api/person/exists?email`: the id of a person with that e-mail, or null. */
export function getPersonExists(client: ApiClient, email: string): Promise<PersonExists> {
  return client.request<PersonExists>('/api/person/exists', { query: { email } });
}

/**
 * `PUT /api/person/` (multipart): saves the person form, with a new picture when given
 * (PNG, JPEG or WebP, at most 2 MB); a stale `version` answers 409.
 */
export function putPerson(
  client: ApiClient,
  person: Omit<PersonRecord, 'id' | 'imageId' | 'version'> & { id?: number; version?: number },
  imageFile?: Blob,
): Promise<PersonRecord> {
  const form = new FormData();
  form.set('person', JSON.stringify(person));
  if (imageFile) form.set('imageFile', imageFile);
  return client.request<PersonRecord>('/api/person/', { method: 'PUT', body: form });
}

/** `GET /api/user/exists?login` (ADMIN, SYS_ADMIN): whether the login is taken. */
export function getUserExists(client: ApiClient, login: string): Promise<UserExists> {
  return client.request<UserExists>('/api/user/exists', { query: { login } });
}

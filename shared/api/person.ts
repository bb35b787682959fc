import * as person from '../contracts/person';
import { userExists } from '../contracts/user';
import type {
  MailCheck,
  PersonExists,
  PersonRecord,
  PersonWithRoles,
  UserExists,
} from '../model/customer';
import { call } from './call';
import type { ApiClient } from './client';

/** A person with addresses, contacts, languages and version ({@link person.getPerson}). */
export function getPerson(client: ApiClient, id: number): Promise<PersonRecord> {
  return call(client, person.getPerson, { params: { id } });
}

/** Options of {@link findPersonByEmail}. */
export interface FindPersonOptions {
  /** Add the roles of the person's user account. */
  includeRoles?: boolean;
}

/** The person with that e-mail; 404 if none ({@link person.findPersonByEmail}). */
export function findPersonByEmail(
  client: ApiClient,
  email: string,
  { includeRoles = false }: FindPersonOptions = {},
): Promise<PersonWithRoles> {
  return call(client, person.findPersonByEmail, {
    query: { email, includeRoles: includeRoles ? 'true' : 'false' },
  });
}

/** The id of a person with that e-mail, or null ({@link person.personExists}). */
export function getPersonExists(client: ApiClient, email: string): Promise<PersonExists> {
  return call(client, person.personExists, { query: { email } });
}

/**
 * Whether a person other than `id` already has `mail`, and who ({@link person.checkMail});
 * `signal` cancels a check the typing made stale.
 */
export function checkMail(
  client: ApiClient,
  mail: string,
  id: number | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MailCheck> {
  return call(
    client,
    person.checkMail,
    { query: { mail, ...(id !== null ? { id: String(id) } : {}) } },
    { signal },
  );
}

/**
 * Saves the person form ({@link person.savePerson}, multipart), with a new picture when given
 * (PNG, JPEG or WebP, at most 2 MB); a stale `version` answers 409.
 */
export function putPerson(
  client: ApiClient,
  record: Omit<PersonRecord, 'id' | 'imageId' | 'version'> & { id?: number; version?: number },
  imageFile?: Blob,
): Promise<PersonRecord> {
  const form = new FormData();
  form.set('person', JSON.stringify(record));
  if (imageFile) form.set('imageFile', imageFile);
  return call(client, person.savePerson, { body: form });
}

/** Whether the login is taken ({@link userExists}). */
export function getUserExists(client: ApiClient, login: string): Promise<UserExists> {
  return call(client, userExists, { query: { login } });
}

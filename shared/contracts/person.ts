import type { MailCheck, PersonExists, PersonRecord, PersonWithRoles } from '../model/customer';
import {
  FindPersonQuerySchema,
  MailCheckQuerySchema,
  PersonEmailQuerySchema,
  personInputSchema,
} from '../model/person-input';
import type { ListAnswer } from '../model/list';
import { personListQuery, type PersonRow } from '../model/person-office';
import { idParamSchema } from '../model/storable';
import { endpoint } from './endpoint';

/** `GET /api/person/exists?email`: the id of a person with that e-mail, or null (spec 000 §5). */
export const personExists = endpoint<PersonExists>()({
  method: 'GET',
  path: '/api/person/exists',
  can: 'person.existence',
  query: PersonEmailQuerySchema,
});

/**
 * `PUT /api/person/check-mail/?mail&id` (spec 001 §7): whether a person other than `id` already
 * has the e-mail (case-insensitive), and that person's names for callers who may read any person
 * (`person.read.any`); the person form asks it 400 ms after typing stops. Changes nothing.
 */
export const checkMail = endpoint<MailCheck>()({
  method: 'PUT',
  path: '/api/person/check-mail',
  trailingSlash: true,
  can: 'person.existence',
  query: MailCheckQuerySchema,
});

/** `GET /api/person?email&includeRoles`: the person with that e-mail; 404 if none. */
export const findPersonByEmail = endpoint<PersonWithRoles>()({
  method: 'GET',
  path: '/api/person',
  can: 'person.find',
  query: FindPersonQuerySchema,
});

/**
 * `GET /api/person/list`: one page of the persons (`/person`, spec 000 §6), with the total
 * (`GET /api/person?email` is the find by e-mail). Staff
 * who read anyone (`person.read.any`) list everyone; a family lists its own persons (the
 * customer, spouse, children and the persons linked to the children).
 */
export const listPersons = endpoint<ListAnswer<PersonRow>>()({
  method: 'GET',
  path: '/api/person/list',
  can: 'people.read',
  query: personListQuery,
});

/**
 * `GET /api/person/{id}`: a person with addresses, contacts, languages and version. Everyone
 * signed in reads themselves and their family's persons; staff who look after children read
 * anyone (spec 001 §6).
 */
export const getPerson = endpoint<PersonRecord>()({
  method: 'GET',
  path: '/api/person/:id{[0-9]+}',
  can: 'person.self',
  ownRecords: 'person.read.any',
  params: idParamSchema,
});

/**
 * `PUT /api/person/` (multipart: `person` as JSON, optional `imageFile`: PNG, JPEG or WebP, at
 * most 2 MB): a user saves their own person, an ADMIN anyone's; without `id` an ADMIN creates
 * one. A stale `version` answers 409.
 */
export const savePerson = endpoint<PersonRecord>()({
  method: 'PUT',
  path: '/api/person',
  trailingSlash: true,
  can: 'person.self',
  ownRecords: 'person.manage.any',
  form: { field: 'person', schema: personInputSchema },
});

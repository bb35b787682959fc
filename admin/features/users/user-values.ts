import type { BusinessArea, Role } from '../../../shared/model/enums';
import type { MessageId } from '../../../shared/model/message-ids';
import type { UserRecord } from '../../../shared/model/user';
import {
  personFieldOf,
  personFormValues,
  toPersonInput,
  type PersonFormErrors,
  type PersonFormField,
  type PersonFormValues,
} from '../../../shared/ui/person-form/person-form-values';

/** The user dialog's values: the account's fields and the person as the person form edits it. */
export interface UserValues {
  id: number | null;
  version: number | null;
  login: string;
  roles: Role[];
  /** What an external provider serves (their API keys' reach); shown for EXT_PROVIDER. */
  servedAreas: BusinessArea[];
  locked: boolean;
  person: PersonFormValues;
  /** A new picture of the person, sent beside the user (multipart); null keeps the stored one. */
  imageFile: File | null;
}

/** The person's fields among the dialog's are `person.<field>`. */
const PERSON = 'person.';

/** A field of the dialog that can carry a message; the person's are `person.<field>`. */
export type UserField =
  'login' | 'roles' | 'servedAreas' | 'imageFile' | `${typeof PERSON}${PersonFormField}`;

/** The dialog's field of the person form's `field`. */
export const personField = (field: PersonFormField): UserField => `${PERSON}${field}` as UserField;

/** The ids of the dialog's fields start with this (the form hook's and the person form's). */
export const USER_ID_PREFIX = 'user';

/** The dialog's values of a loaded user, or an empty form for a new one. */
export function toUserValues(record: UserRecord | null): UserValues {
  return {
    id: record?.id ?? null,
    version: record?.version ?? null,
    login: record?.login ?? '',
    roles: record?.roles ?? [],
    servedAreas: record?.servedAreas ?? [],
    locked: record?.locked ?? false,
    person: personFormValues(record?.person ?? null),
    imageFile: null,
  };
}

/**
 * What `PUT /api/user` takes. `original` is the person as loaded (the user's, or the existing
 * person chosen for a new user), so the phone contacts keep their ids.
 */
export function toUserInput(values: UserValues, original: UserRecord['person'] | null) {
  return {
    id: values.id,
    version: values.version,
    login: values.login,
    roles: values.roles,
    servedAreas: values.servedAreas,
    person: toPersonInput(values.person, original),
  };
}

/**
 * Where an issue lands: `login`, `roles` (also `roles.<i>`), the picture's on `imageFile`, the
 * person's on their fields.
 */
export function userFieldOf(path: string, values: UserValues): UserField | null {
  if (path === 'login') return 'login';
  if (path === 'imageFile') return 'imageFile';
  if (path === 'roles' || path.startsWith('roles.')) return 'roles';
  if (path === 'servedAreas' || path.startsWith('servedAreas.')) return 'servedAreas';
  if (path.startsWith('person.')) {
    const field = personFieldOf(values.person)(path.slice('person.'.length));
    return field ? personField(field) : null;
  }
  return null;
}

/** The person form's messages among the dialog's. */
export function personErrorsOf(errors: Partial<Record<UserField, MessageId>>): PersonFormErrors {
  const found: PersonFormErrors = {};
  for (const [field, key] of Object.entries(errors)) {
    if (field.startsWith('person.')) found[field.slice('person.'.length) as PersonFormField] = key;
  }
  return found;
}

/** "Given Family", or the login while the person has no name yet. */
export const userName = (user: { givenName: string; familyName: string; login?: string }) =>
  `${user.givenName} ${user.familyName}`.trim() || (user.login ?? '');

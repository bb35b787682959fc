import type { Reader } from '../../db/database';
import { readPerson } from '../person/read-person';
import type { HistorySnapshot } from './record-history';

/** The key of a person's picture in {@link personSnapshot} (pass it as `pictures`). */
export const PICTURE_FIELD = 'picture';

/**
 * A person's fields for the history, each key prefixed with `prefix` (`spouse.` in a customer's
 * snapshot): names, title, gender, e-mail, birthday, notes, the picture, and the addresses,
 * contacts and languages each as one readable line. Empty (no keys) for no person.
 */
export async function personSnapshot(
  db: Reader,
  personId: number | null,
  prefix = '',
): Promise<HistorySnapshot> {
  const person = personId === null ? null : await readPerson(db, personId);
  if (!person) return {};
  const fields: HistorySnapshot = {
    givenName: person.givenName,
    familyName: person.familyName,
    title: person.title,
    gender: person.gender,
    email: person.email,
    birthday: person.birthday,
    notes: person.notes,
    [PICTURE_FIELD]: person.imageId ?? null,
    addresses: person.addressSet
      .map(({ street, zip, city, country }) => `${street}, ${zip} ${city}, ${country}`)
      .join(' | '),
    contacts: person.contactSet
      .map(({ contactType, value }) => `${contactType} ${value}`)
      .join(' | '),
    languages: [...person.languageSet].sort().join(', '),
  };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [prefix + key, value]));
}

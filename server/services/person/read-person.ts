import { asc, inArray } from 'drizzle-orm';
import type { PersonRecord } from '../../../shared/model/customer';
import type { Reader } from '../../db/database';
import { addresses, contacts, personLanguages, persons } from '../../db/schema';

/** Persons by id with their addresses, contacts and languages, in three reads whatever the count. */
export async function readPersons(db: Reader, ids: readonly number[]): Promise<PersonRecord[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, addressRows, contactRows, languageRows] = await Promise.all([
    db.select().from(persons).where(inArray(persons.id, unique)),
    db
      .select()
      .from(addresses)
      .where(inArray(addresses.personId, unique))
      .orderBy(asc(addresses.id)),
    db.select().from(contacts).where(inArray(contacts.personId, unique)).orderBy(asc(contacts.id)),
    db.select().from(personLanguages).where(inArray(personLanguages.personId, unique)),
  ]);
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        givenName: row.givenName,
        familyName: row.familyName,
        title: row.title,
        gender: row.gender,
        email: row.email,
        birthday: row.birthday,
        notes: row.notes,
        imageId: row.imageId,
        addressSet: [],
        contactSet: [],
        languageSet: [],
        version: row.version,
      } as PersonRecord,
    ]),
  );
  for (const { personId, ...address } of addressRows) byId.get(personId)?.addressSet.push(address);
  for (const { personId, createdAt: _createdAt, ...contact } of contactRows)
    byId.get(personId)?.contactSet.push(contact);
  for (const { personId, language } of languageRows) byId.get(personId)?.languageSet.push(language);
  return ids.map((id) => byId.get(id)).filter((person) => person !== undefined);
}

/** One person with addresses, contacts and languages, or null when there is none with that id. */
export async function readPerson(db: Reader, id: number): Promise<PersonRecord | null> {
  const [person] = await readPersons(db, [id]);
  return person ?? null;
}

import { and, eq, sql } from 'drizzle-orm';
import type { PersonAddress, PersonContact, PersonRecord } from '../../../shared/model/customer';
import type { Gender, Language } from '../../../shared/model/enums';
import type { Database, Transaction } from '../../db/database';
import { addresses, contacts, images, personLanguages, persons } from '../../db/schema';
import { notFound, staleVersion } from '../../errors';
import { readPerson } from './read-person';
import type { UploadedImage } from '../image/checked-image';
import { personSnapshot, PICTURE_FIELD } from '../history/person-snapshot';
import { recordHistory, type HistoryActor } from '../history/record-history';

/** A person as the person form sends it; without `id` a new person is created. */
export interface PersonInput {
  id?: number | null;
  givenName: string;
  familyName: string;
  title?: string | null;
  gender: Gender;
  email?: string | null;
  birthday?: string | null;
  notes?: string | null;
  addressSet?: PersonAddress[];
  contactSet?: PersonContact[];
  languageSet?: Language[];
  /** The version the form was loaded at; ignored for a new person. */
  version?: number | null;
}

/** An uploaded picture that already passed the size and type checks. */
export type PersonImage = UploadedImage;

const personColumns = (input: PersonInput) => ({
  givenName: input.givenName,
  familyName: input.familyName,
  title: input.title || null,
  gender: input.gender,
  email: input.email?.trim() || null,
  birthday: input.birthday || null,
  // Absent notes (the person form has none) keep what staff wrote.
  ...(input.notes === undefined ? {} : { notes: input.notes }),
});

/** Replaces addresses, contacts and languages of a person: the form always sends the full sets. */
async function replaceDetails(tx: Transaction, personId: number, input: PersonInput) {
  await tx.delete(addresses).where(eq(addresses.personId, personId));
  await tx.delete(contacts).where(eq(contacts.personId, personId));
  await tx.delete(personLanguages).where(eq(personLanguages.personId, personId));
  const addressRows = (input.addressSet ?? []).map(({ street, zip, city, country }) => ({
    personId,
    street,
    zip,
    city,
    country,
  }));
  const contactRows = (input.contactSet ?? [])
    .filter((contact) => contact.value !== '')
    .map(({ contactType, value, notes }) => ({ personId, contactType, value, notes }));
  const languageRows = [...new Set(input.languageSet ?? [])].map((language) => ({
    personId,
    language,
  }));
  if (addressRows.length > 0) await tx.insert(addresses).values(addressRows);
  if (contactRows.length > 0) await tx.insert(contacts).values(contactRows);
  if (languageRows.length > 0) await tx.insert(personLanguages).values(languageRows);
}

/**
 * Writes a person inside the caller's transaction `tx`: the row only when `version` still
 * matches (then bumped), its addresses, contacts and languages replaced, and the picture
 * replaced when one came along. A stale version throws 409 before anything is written; an
 * unknown id 404. Answers the person's id. A caller that stores more with the person (an
 * instructor's record) passes its own transaction, so everything commits or nothing does.
 */
export async function writePerson(
  tx: Transaction,
  input: PersonInput,
  image?: PersonImage,
): Promise<number> {
  const imageId = image
    ? async () => {
        const [row] = await tx
          .insert(images)
          .values({
            mimeType: image.mimeType,
            size: image.bytes.byteLength,
            content: image.bytes,
          })
          .returning({ id: images.id });
        return (row as { id: number }).id;
      }
    : undefined;

  if (input.id === undefined || input.id === null) {
    const [row] = await tx
      .insert(persons)
      .values({ ...personColumns(input), imageId: imageId ? await imageId() : null })
      .returning({ id: persons.id });
    const newId = (row as { id: number }).id;
    await replaceDetails(tx, newId, input);
    return newId;
  }

  const personId = input.id;
  const [current] = await tx
    .select({ imageId: persons.imageId })
    .from(persons)
    .where(eq(persons.id, personId));
  if (!current) throw notFound();
  const updated = await tx
    .update(persons)
    .set({ ...personColumns(input), version: sql`${persons.version} + 1` })
    .where(and(eq(persons.id, personId), eq(persons.version, input.version ?? -1)))
    .returning({ id: persons.id });
  if (updated.length === 0) throw staleVersion();
  await replaceDetails(tx, personId, input);
  if (imageId) {
    await tx
      .update(persons)
      .set({ imageId: await imageId() })
      .where(eq(persons.id, personId));
    // The old picture belongs to nobody else: images are one per person (spec 001 §9).
    if (current.imageId !== null) await tx.delete(images).where(eq(images.id, current.imageId));
  }
  return personId;
}

/**
 * Saves a person in a transaction of its own ({@link writePerson}) and answers it as stored;
 * with `actor`, the change goes to the history (entity 'person') in the same transaction.
 */
export async function savePerson(
  db: Database,
  input: PersonInput,
  image?: PersonImage,
  actor?: HistoryActor,
): Promise<PersonRecord> {
  const id = await db.transaction(async (tx) => {
    const existing = input.id ?? null;
    const before = actor && existing !== null ? await personSnapshot(tx, existing) : null;
    const personId = await writePerson(tx, input, image);
    if (actor)
      await recordHistory(tx, {
        entity: 'person',
        id: personId,
        before,
        after: await personSnapshot(tx, personId),
        actor,
        pictures: [PICTURE_FIELD],
      });
    return personId;
  });
  return (await readPerson(db, id)) as PersonRecord;
}

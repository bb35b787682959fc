import type { ContactType, Gender, Language } from '../../../shared/model/enums';
import type { Database } from '../database';
import { addresses, contacts, personLanguages, persons } from '../schema';
import { insertAll, insertIds } from './insert';

/** A person with the rows hanging off it, as the seed describes it before insertion. */
export interface PersonSpec {
  givenName: string;
  familyName: string;
  gender: Gender;
  email: string | null;
  birthday: string | null;
  title?: string | null;
  notes?: string | null;
  entitledToCustody?: boolean;
  healthProblems?: string | null;
  emergencyMedication?: string | null;
  address: { street: string; zip: string; city: string; country?: string } | null;
  contacts: { contactType: ContactType; value: string }[];
  languages: Language[];
}

/** Inserts persons with addresses, contacts and languages; answers the ids in order. */
export async function insertPersons(db: Database, specs: readonly PersonSpec[]): Promise<number[]> {
  const ids = await insertIds(
    db,
    persons,
    specs.map((spec) => ({
      givenName: spec.givenName,
      familyName: spec.familyName,
      gender: spec.gender,
      email: spec.email,
      birthday: spec.birthday,
      title: spec.title ?? null,
      notes: spec.notes ?? null,
      entitledToCustody: spec.entitledToCustody ?? false,
      healthProblems: spec.healthProblems ?? null,
      emergencyMedication: spec.emergencyMedication ?? null,
    })),
  );
  const idAt = (index: number) => ids[index] as number;
  await insertAll(
    db,
    addresses,
    specs.flatMap((spec, index) =>
      spec.address ? [{ personId: idAt(index), country: 'DE', ...spec.address }] : [],
    ),
  );
  await insertAll(
    db,
    contacts,
    specs.flatMap((spec, index) =>
      spec.contacts.map((contact) => ({ personId: idAt(index), ...contact })),
    ),
  );
  await insertAll(
    db,
    personLanguages,
    specs.flatMap((spec, index) =>
      spec.languages.map((language) => ({ personId: idAt(index), language })),
    ),
  );
  return ids;
}

import type { BusinessArea, Gender } from '../../../shared/model/enums';
import type { Database } from '../database';
import { instructorBusinessAreas, instructors } from '../schema';
import { insertAll, insertIds } from './insert';
import { emailPart } from './names';
import { insertPersons } from './persons';

interface InstructorEntry {
  givenName: string;
  familyName: string;
  gender: Gender;
  areas: BusinessArea[];
}

// prettier-ignore
const INSTRUCTORS: InstructorEntry[] = [
  { givenName: 'Priya', familyName: 'Sharma', gender: 'FEMALE', areas: ['ECA', 'HOLIDAY_CAMP'] },
  { givenName: 'Marco', familyName: 'Bellini', gender: 'MALE', areas: ['ECA'] },
  { givenName: 'Hannah', familyName: 'Krüger', gender: 'FEMALE', areas: ['ECA', 'CHILDMINDING'] },
  { givenName: 'Tom', familyName: 'Fletcher', gender: 'MALE', areas: ['ECA', 'HOLIDAY_CAMP'] },
  { givenName: 'Isabel', familyName: 'Ortega', gender: 'FEMALE', areas: ['ECA'] },
  { givenName: 'Lukas', familyName: 'Brandt', gender: 'MALE', areas: ['ECA', 'HOLIDAY_CAMP'] },
  { givenName: 'Amélie', familyName: 'Dupont', gender: 'FEMALE', areas: ['ECA', 'PARENT_ACTIVITIES'] },
  { givenName: 'Kenji', familyName: 'Tanaka', gender: 'MALE', areas: ['ECA'] },
  { givenName: 'Agnieszka', familyName: 'Zielińska', gender: 'FEMALE', areas: ['ECA', 'CHILDMINDING'] },
  { givenName: 'Nikos', familyName: 'Andreou', gender: 'MALE', areas: ['ECA', 'SCHOOL'] },
  { givenName: 'Sarah', familyName: 'Lindqvist', gender: 'FEMALE', areas: ['HOLIDAY_CAMP', 'CHILDMINDING'] },
  { givenName: 'Ben', familyName: 'Adeyemi', gender: 'MALE', areas: ['ECA', 'PARENT_ACTIVITIES'] },
  { givenName: 'Clara', familyName: 'Hofmann', gender: 'FEMALE', areas: ['SCHOOL', 'CHILDMINDING'] },
];

export interface InstructorRecord {
  id: number;
  areas: BusinessArea[];
}

/**
 * The instructors; the first is the demo instructor's person (teaching ECA and camps), the
 * others get persons of their own.
 */
export async function seedInstructors(
  db: Database,
  demoPersonId: number,
): Promise<InstructorRecord[]> {
  const personIds = await insertPersons(
    db,
    INSTRUCTORS.map((entry, index) => ({
      givenName: entry.givenName,
      familyName: entry.familyName,
      gender: entry.gender,
      email: `${emailPart(entry.givenName)}.${emailPart(entry.familyName)}@kitebook.test`,
      birthday: `${1970 + index * 2}-0${1 + (index % 9)}-15`,
      address: null,
      contacts: [{ contactType: 'MOBILE', value: `+4917198765${String(index).padStart(3, '0')}` }],
      languages: ['EN'],
    })),
  );
  const all = [
    { personId: demoPersonId, areas: ['ECA', 'HOLIDAY_CAMP'] as BusinessArea[] },
    ...INSTRUCTORS.map((entry, index) => ({
      personId: personIds[index] as number,
      areas: entry.areas,
    })),
  ];
  const ids = await insertIds(
    db,
    instructors,
    all.map(({ personId }) => ({ personId })),
  );
  await insertAll(
    db,
    instructorBusinessAreas,
    all.flatMap(({ areas }, index) =>
      areas.map((businessArea) => ({ instructorId: ids[index] as number, businessArea })),
    ),
  );
  return all.map(({ areas }, index) => ({ id: ids[index] as number, areas }));
}

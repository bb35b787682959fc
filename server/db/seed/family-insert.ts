import type { Grade } from '../../../shared/model/enums';
import type { Database } from '../database';
import { customers, participantClasses, participantPersons, participants } from '../schema';
import type { FamilySpec } from './families';
import { insertAll, insertIds } from './insert';
import { insertPersons, type PersonSpec } from './persons';

export interface ChildRecord {
  participantId: number;
  personId: number;
  grade: Grade;
}

/** A family as stored: what later seed steps (users, bookings, documents) need to know. */
export interface FamilyRecord {
  customerId: number;
  personId: number;
  spousePersonId: number | null;
  email: string | null;
  familyName: string;
  hasMembership: boolean;
  children: ChildRecord[];
}

/** Inserts families in batches: all persons first, then customers, participants and links. */
export async function insertFamilies(
  db: Database,
  families: readonly FamilySpec[],
  schoolYearId: number,
): Promise<FamilyRecord[]> {
  // Persons go in as one list; remember where each family's persons sit in it.
  const specs: PersonSpec[] = [];
  const slots = families.map((family) => {
    const customer = specs.push(family.customer) - 1;
    const spouse = family.spouse ? specs.push(family.spouse) - 1 : null;
    const children = family.children.map((child) => specs.push(child.person) - 1);
    const pickUp = family.pickUp ? specs.push(family.pickUp.person) - 1 : null;
    return { customer, spouse, children, pickUp };
  });
  const personIds = await insertPersons(db, specs);
  const personAt = (slot: number) => personIds[slot] as number;

  const customerIds = await insertIds(
    db,
    customers,
    families.map((family, index) => {
      const slot = slots[index] as (typeof slots)[number];
      return {
        personId: personAt(slot.customer),
        spousePersonId: slot.spouse === null ? null : personAt(slot.spouse),
        membershipId: family.membershipId,
        hasMembership: family.membershipId !== null,
        ...family.payment,
      };
    }),
  );

  const childRows = families.flatMap((family, index) =>
    family.children.map((child, childIndex) => ({
      family: index,
      child,
      personId: personAt((slots[index] as (typeof slots)[number]).children[childIndex] as number),
    })),
  );
  const participantIds = await insertIds(
    db,
    participants,
    childRows.map((row) => ({
      customerId: customerIds[row.family] as number,
      personId: row.personId,
      escortType: row.child.escortType,
      homeAlone: row.child.homeAlone,
    })),
  );
  await insertAll(
    db,
    participantClasses,
    childRows.map((row, index) => ({
      participantId: participantIds[index] as number,
      schoolYearId,
      grade: row.child.grade,
      language: row.child.classLanguage,
      postfix: row.child.postfix,
    })),
  );
  await insertAll(
    db,
    participantPersons,
    childRows.flatMap((row, index) => {
      const family = families[row.family] as FamilySpec;
      const pickUpSlot = (slots[row.family] as (typeof slots)[number]).pickUp;
      if (!family.pickUp || pickUpSlot === null) return [];
      return [
        {
          participantId: participantIds[index] as number,
          personId: personAt(pickUpSlot),
          relationship: family.pickUp.relationship,
        },
      ];
    }),
  );

  const records: FamilyRecord[] = families.map((family, index) => {
    const slot = slots[index] as (typeof slots)[number];
    return {
      customerId: customerIds[index] as number,
      personId: personAt(slot.customer),
      spousePersonId: slot.spouse === null ? null : personAt(slot.spouse),
      email: family.customer.email,
      familyName: family.customer.familyName,
      hasMembership: family.membershipId !== null,
      children: [],
    };
  });
  childRows.forEach((row, index) => {
    records[row.family]?.children.push({
      participantId: participantIds[index] as number,
      personId: row.personId,
      grade: row.child.grade,
    });
  });
  return records;
}

import { asc, eq } from 'drizzle-orm';
import type { PersonRecord } from '../../../../shared/model/customer';
import type { ContactPerson, ContactPersonType } from '../../../../shared/model/participant-office';
import type { Reader } from '../../../db/database';
import { customers, participantPersons } from '../../../db/schema';
import { readPersons } from '../../person/read-person';
import type { ParticipantAccess } from './participant-access';

const contactOf = (person: PersonRecord, type: ContactPersonType): ContactPerson => {
  const value = (...types: string[]) =>
    person.contactSet.find((contact) => types.includes(contact.contactType))?.value ?? null;
  return {
    personId: person.id,
    type,
    givenName: person.givenName,
    familyName: person.familyName,
    title: person.title,
    addresses: person.addressSet,
    mobile: value('MOBILE', 'MOBILE_BUSINESS'),
    phone: value('PHONE', 'PHONE_BUSINESS'),
    email: person.email ?? value('EMAIL', 'BUSINESS_EMAIL'),
  };
};

/**
 * `GET /api/participant/{id}/contact-persons`: the customer, the spouse and every person
 * linked to the child (guardians, pick-up persons, coordinators: the viewer's "escort"), each
 * once, in that order.
 */
export async function readContactPersons(
  db: Reader,
  participant: ParticipantAccess,
): Promise<ContactPerson[]> {
  const [family] =
    participant.customerId === null
      ? []
      : await db
          .select({ personId: customers.personId, spousePersonId: customers.spousePersonId })
          .from(customers)
          .where(eq(customers.id, participant.customerId));
  const linked = await db
    .select({ personId: participantPersons.personId })
    .from(participantPersons)
    .where(eq(participantPersons.participantId, participant.id))
    .orderBy(asc(participantPersons.id));
  const typed = new Map<number, ContactPersonType>();
  if (family) typed.set(family.personId, 'CUSTOMER');
  if (family?.spousePersonId) typed.set(family.spousePersonId, 'SPOUSE');
  for (const { personId } of linked) if (!typed.has(personId)) typed.set(personId, 'ESCORT');
  typed.delete(participant.personId);
  const people = await readPersons(db, [...typed.keys()]);
  return people.map((person) => contactOf(person, typed.get(person.id)!));
}

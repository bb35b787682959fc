import { eq, inArray } from 'drizzle-orm';
import type { CustomerProfile } from '../../../shared/model/customer';
import { participantPersons, participants } from '../../db/schema';
import { readPersons } from '../person/read-person';
import type { CustomerRow } from './find-customer';
import { paymentOf } from './read-payment';
import type { Reader } from '../../db/database';

/** Everything the personal area shows about a customer: person, children, spouse, bank, guardians. */
export async function readCustomerProfile(
  db: Reader,
  customer: CustomerRow,
): Promise<CustomerProfile> {
  const children = await db
    .select({ id: participants.id, personId: participants.personId })
    .from(participants)
    .where(eq(participants.customerId, customer.id));
  const links =
    children.length === 0
      ? []
      : await db
          .select()
          .from(participantPersons)
          .where(
            inArray(
              participantPersons.participantId,
              children.map((child) => child.id),
            ),
          );
  const people = await readPersons(db, [
    customer.personId,
    ...(customer.spousePersonId === null ? [] : [customer.spousePersonId]),
    ...children.map((child) => child.personId),
    ...links.map((link) => link.personId),
  ]);
  const byId = new Map(people.map((person) => [person.id, person]));
  const personOf = (id: number) => byId.get(id) as CustomerProfile['person'];
  return {
    customerId: customer.id,
    person: personOf(customer.personId),
    spouse: customer.spousePersonId === null ? null : personOf(customer.spousePersonId),
    payment: paymentOf(customer),
    participants: children.map((child) => ({ id: child.id, person: personOf(child.personId) })),
    guardians: links.map((link) => ({
      id: link.id,
      participantId: link.participantId,
      participantPersonType: link.participantPersonType,
      relationship: link.relationship,
      person: personOf(link.personId),
    })),
  };
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import type { EscortType } from '../../../shared/model/enums';
import {
  escortRule,
  PARTICIPANT_KEYS,
  type ParticipantClass,
  type ParticipantInput,
  type ParticipantRecord,
} from '../../../shared/model/participant';
import type { Database, Transaction } from '../../db/database';
import {
  addresses,
  contacts,
  customers,
  images,
  participantClasses,
  participants,
  personLanguages,
  persons,
  schoolYears,
} from '../../db/schema';
import { forbidden, invalidInput, notFound, staleVersion } from '../../errors';
import type { Session } from '../auth/session';
import { findCustomerOfPerson } from '../customer/find-customer';
import { recordHistory, type HistoryActor } from '../history/record-history';
import type { UploadedImage } from '../image/checked-image';
import { PARTICIPANT_PICTURES, participantSnapshot } from './participant-snapshot';
import { readParticipants } from './read-participants';

type PersonInput = ParticipantInput['person'];

const personColumns = (person: PersonInput, input: ParticipantInput) => ({
  givenName: person.givenName,
  familyName: person.familyName,
  title: person.title || null,
  gender: person.gender,
  email: person.email || null,
  birthday: person.birthday || null,
  healthProblems: input.healthProblems || null,
  emergencyMedication: input.emergencyMedication || null,
});

/** Stores an uploaded picture, answering its id. */
async function insertImage(tx: Transaction, image: UploadedImage): Promise<number> {
  const [row] = await tx
    .insert(images)
    .values({ mimeType: image.mimeType, size: image.bytes.byteLength, content: image.bytes })
    .returning({ id: images.id });
  return row!.id;
}

/** Replaces the child's addresses, contacts and languages: the form sends the full sets. */
async function replacePersonDetails(tx: Transaction, personId: number, person: PersonInput) {
  await tx.delete(addresses).where(eq(addresses.personId, personId));
  await tx.delete(contacts).where(eq(contacts.personId, personId));
  await tx.delete(personLanguages).where(eq(personLanguages.personId, personId));
  const addressRows = person.addressSet
    .filter((address) => address.street !== '')
    .map(({ street, zip, city, country }) => ({ personId, street, zip, city, country }));
  const contactRows = person.contactSet
    .filter((contact) => contact.value !== '')
    .map(({ contactType, value, notes }) => ({ personId, contactType, value, notes }));
  const languageRows = [...new Set(person.languageSet)].map((language) => ({
    personId,
    language,
  }));
  if (addressRows.length > 0) await tx.insert(addresses).values(addressRows);
  if (contactRows.length > 0) await tx.insert(contacts).values(contactRows);
  if (languageRows.length > 0) await tx.insert(personLanguages).values(languageRows);
}

/** School-year ids of the class map's names; an unknown name is a 400 on its entry. */
async function schoolYearIds(tx: Transaction, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await tx
    .select({ id: schoolYears.id, name: schoolYears.name })
    .from(schoolYears)
    .where(inArray(schoolYears.name, names));
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  const unknown = names.filter((name) => !ids.has(name));
  if (unknown.length > 0)
    throw invalidInput(
      unknown.map((name) => ({
        path: `clazzes.${name}`,
        message: PARTICIPANT_KEYS.unknownSchoolYear,
      })),
    );
  return ids;
}

/** Spec 001 §4.4 ({@link escortRule}): the columns as the rule leaves them. */
function escortOf(
  clazzes: Record<string, ParticipantClass>,
  escortType: EscortType,
  homeAlone: boolean,
): { escortType: EscortType; homeAlone: boolean } {
  const rule = escortRule(clazzes, escortType, homeAlone);
  return { escortType: rule.escortType, homeAlone: rule.homeAlone };
}

/** The customer record of the caller, created for a parent who has none yet (a new sign-up). */
async function ownCustomerId(tx: Transaction, personId: number): Promise<number> {
  const existing = await findCustomerOfPerson(tx, personId);
  if (existing) return existing.id;
  await tx.insert(customers).values({ personId }).onConflictDoNothing();
  return (await findCustomerOfPerson(tx, personId))!.id;
}

/**
 * The customer an admin names for a child (spec 001 §5 "customer required for admins"): 400 on
 * `customerId` when none or an unknown one. The row stays locked until the save commits, so it
 * cannot vanish under the child.
 */
async function officeCustomerId(tx: Transaction, customerId: number | null | undefined) {
  const refused = () =>
    invalidInput([{ path: 'customerId', message: PARTICIPANT_KEYS.customerRequired }]);
  if (!customerId) throw refused();
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('share');
  if (!customer) throw refused();
  return customer.id;
}

/**
 * `PUT /api/participant`: creates a child (without `id`) or changes one, with its person and
 * classes, in one transaction. A parent saves their own children only (403 otherwise; a first
 * child creates their customer record, and a child never leaves the family); an admin names the
 * customer of every child, and moving a child to another customer is naming another one (its
 * bookings, absences and pick-up links go with it). A changed participant must carry its
 * current `version` (409 when stale).
 */
export async function saveParticipant(
  db: Database,
  input: ParticipantInput,
  { session, image, actor }: { session: Session; image?: UploadedImage; actor?: HistoryActor },
): Promise<ParticipantRecord> {
  const manager = can(session, 'participant.manage.any');
  const id = await db.transaction(async (tx) => {
    const years = await schoolYearIds(tx, Object.keys(input.clazzes));
    const escort = escortOf(input.clazzes, input.escortType, input.homeAlone);

    let participantId: number;
    let personId: number;
    const before = input.id ? await participantSnapshot(tx, input.id) : null;
    if (input.id) {
      const [current] = await tx.select().from(participants).where(eq(participants.id, input.id));
      if (!current) throw notFound();
      if (!manager) {
        const own = await findCustomerOfPerson(tx, session.personId);
        if (!own || current.customerId !== own.id) throw forbidden();
        if (input.customerId && input.customerId !== own.id) throw forbidden();
      }
      const customerId = manager ? await officeCustomerId(tx, input.customerId) : undefined;
      const updated = await tx
        .update(participants)
        .set({
          ...escort,
          ...(customerId === undefined ? {} : { customerId }),
          version: sql`${participants.version} + 1`,
        })
        .where(and(eq(participants.id, input.id), eq(participants.version, input.version ?? -1)))
        .returning({ id: participants.id });
      if (updated.length === 0) throw staleVersion();
      participantId = current.id;
      personId = current.personId;
      const [before] = await tx
        .select({ imageId: persons.imageId })
        .from(persons)
        .where(eq(persons.id, personId));
      await tx
        .update(persons)
        .set({
          ...personColumns(input.person, input),
          ...(image ? { imageId: await insertImage(tx, image) } : {}),
          version: sql`${persons.version} + 1`,
        })
        .where(eq(persons.id, personId));
      // One picture per person (spec 001 §9): the replaced one belongs to nobody else.
      if (image && before?.imageId) await tx.delete(images).where(eq(images.id, before.imageId));
      await tx
        .delete(participantClasses)
        .where(eq(participantClasses.participantId, participantId));
    } else {
      let customerId: number;
      if (manager) {
        customerId = await officeCustomerId(tx, input.customerId);
      } else {
        customerId = await ownCustomerId(tx, session.personId);
        if (input.customerId && input.customerId !== customerId) throw forbidden();
      }
      const [person] = await tx
        .insert(persons)
        .values({
          ...personColumns(input.person, input),
          imageId: image ? await insertImage(tx, image) : null,
        })
        .returning({ id: persons.id });
      personId = person!.id;
      const [participant] = await tx
        .insert(participants)
        .values({ customerId, personId, ...escort })
        .returning({ id: participants.id });
      participantId = participant!.id;
    }
    await replacePersonDetails(tx, personId, input.person);
    const classRows = Object.entries(input.clazzes).map(([name, entry]) => ({
      participantId,
      schoolYearId: years.get(name)!,
      ...entry,
    }));
    if (classRows.length > 0) await tx.insert(participantClasses).values(classRows);
    // Last, after every check that may refuse: a refused save leaves no history row.
    if (actor)
      await recordHistory(tx, {
        entity: 'participant',
        id: participantId,
        before,
        after: await participantSnapshot(tx, participantId),
        actor,
        pictures: PARTICIPANT_PICTURES,
      });
    return participantId;
  });
  return (await readParticipants(db, [id]))[0]!;
}

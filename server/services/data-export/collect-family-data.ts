import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Reader } from '../../db/database';
import {
  absences,
  addresses,
  bookingRecurrences,
  bookings,
  contacts,
  customers,
  documents,
  eventRecurrences,
  images,
  events,
  participantClasses,
  participantPersons,
  participants,
  personLanguages,
  persons,
  presences,
  schoolYears,
  sentEmails,
} from '../../db/schema';

/** A document of the family as the export lists it; its file is read when the zip gets to it. */
export interface ExportDocument {
  id: number;
  name: string;
  type: string;
  ownerPersonId: number | null;
  size: number;
  mimeType: string;
  modified: Date;
}

/** A picture of one of the family's persons; its bytes are read when the zip gets to it. */
export interface ExportPicture {
  personId: number;
  imageId: number;
  mimeType: string;
}

/** Everything the export holds about one family, by file of the zip. */
export interface FamilyData {
  persons: unknown[];
  customer: unknown;
  participants: unknown[];
  classes: unknown[];
  participantPersons: unknown[];
  bookings: unknown[];
  absences: unknown[];
  emails: unknown[];
  documents: ExportDocument[];
  pictures: ExportPicture[];
}

const ids = <T>(rows: T[], pick: (row: T) => number | null) =>
  rows.map(pick).filter((id): id is number => id !== null);
/** `inArray` that matches nothing for no ids (drizzle refuses an empty list). */
const within = (column: Parameters<typeof inArray>[0], values: number[]) =>
  inArray(column, values.length === 0 ? [-1] : values);

/**
 * The persons of the family with their addresses, contacts and languages, as stored. Only the
 * family's own persons come whole: the caller, the customer, the spouse and the children.
 */
async function readFullPersons(db: Reader, personIds: number[]) {
  const [rows, addressRows, contactRows, languageRows] = await Promise.all([
    db.select().from(persons).where(within(persons.id, personIds)).orderBy(asc(persons.id)),
    db.select().from(addresses).where(within(addresses.personId, personIds)),
    db.select().from(contacts).where(within(contacts.personId, personIds)),
    db.select().from(personLanguages).where(within(personLanguages.personId, personIds)),
  ]);
  return rows.map((person) => ({
    ...person,
    addresses: addressRows.filter((row) => row.personId === person.id),
    contacts: contactRows.filter((row) => row.personId === person.id),
    languages: languageRows.filter((row) => row.personId === person.id).map((row) => row.language),
  }));
}

/**
 * Everything held about the family of `personId` (issue 19.8): the customer record the caller is
 * the person or the spouse of, its children and what hangs on them. A caller without a customer
 * record (a guardian) gets their own person, their own pick-up links and the e-mails to them.
 *
 * What is left out on purpose (README): the staff's booking notes (`booking.notes`, they may
 * name other children), and of a pick-up person who is not the family's own only the name and
 * the contacts the family keeps on /my/guardians — their other data may be another family's.
 */
export async function collectFamilyData(db: Reader, personId: number): Promise<FamilyData> {
  const [customer = null] = await db
    .select()
    .from(customers)
    .where(or(eq(customers.personId, personId), eq(customers.spousePersonId, personId)))
    .limit(1);
  const children = customer
    ? await db
        .select()
        .from(participants)
        .where(eq(participants.customerId, customer.id))
        .orderBy(asc(participants.id))
    : [];
  const childIds = children.map((child) => child.id);
  const ownPersonIds = [
    ...new Set([
      personId,
      ...(customer ? ids([customer], (row) => row.personId) : []),
      ...(customer ? ids([customer], (row) => row.spousePersonId) : []),
      ...children.map((child) => child.personId),
    ]),
  ];

  const [classes, links, bookingRows, absenceRows, emailRows, documentRows] = await Promise.all([
    db
      .select({
        participantId: participantClasses.participantId,
        schoolYear: schoolYears.name,
        grade: participantClasses.grade,
        language: participantClasses.language,
        postfix: participantClasses.postfix,
      })
      .from(participantClasses)
      .innerJoin(schoolYears, eq(schoolYears.id, participantClasses.schoolYearId))
      .where(within(participantClasses.participantId, childIds)),
    db
      .select()
      .from(participantPersons)
      .where(
        or(
          within(participantPersons.participantId, childIds),
          eq(participantPersons.personId, personId),
        ),
      ),
    db
      .select({ booking: bookings, eventName: events.name, businessArea: events.businessArea })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(within(bookings.participantId, childIds))
      .orderBy(asc(bookings.id)),
    db.select().from(absences).where(within(absences.participantId, childIds)),
    db
      .select()
      .from(sentEmails)
      .where(within(sentEmails.recipientPersonId, ownPersonIds))
      .orderBy(asc(sentEmails.id)),
    db
      .select({
        id: documents.id,
        name: documents.name,
        type: documents.type,
        ownerPersonId: documents.ownerPersonId,
        size: documents.size,
        mimeType: documents.mimeType,
        modified: documents.modified,
      })
      .from(documents)
      .where(within(documents.ownerPersonId, ownPersonIds))
      .orderBy(asc(documents.id)),
  ]);

  const bookingIds = bookingRows.map((row) => row.booking.id);
  const [slots, presenceRows, fullPersons] = await Promise.all([
    db
      .select({
        bookingId: bookingRecurrences.bookingId,
        dayOfWeek: eventRecurrences.dayOfWeek,
        time: eventRecurrences.time,
        endTime: eventRecurrences.endTime,
      })
      .from(bookingRecurrences)
      .innerJoin(eventRecurrences, eq(eventRecurrences.id, bookingRecurrences.eventRecurrenceId))
      .where(within(bookingRecurrences.bookingId, bookingIds)),
    db.select().from(presences).where(within(presences.bookingId, bookingIds)),
    readFullPersons(db, ownPersonIds),
  ]);
  const linkedIds = links.map((link) => link.personId).filter((id) => !ownPersonIds.includes(id));
  const linkedPersons = await readFullPersons(db, [...new Set(linkedIds)]);

  return {
    persons: fullPersons,
    customer,
    participants: children,
    classes,
    participantPersons: links.map((link) => {
      const other = linkedPersons.find((person) => person.id === link.personId);
      return {
        ...link,
        person: other
          ? {
              id: other.id,
              givenName: other.givenName,
              familyName: other.familyName,
              contacts: other.contacts.map(({ contactType, value }) => ({ contactType, value })),
            }
          : { id: link.personId },
      };
    }),
    bookings: bookingRows.map(({ booking: { notes: _staffNotes, ...booking }, ...event }) => ({
      ...booking,
      event: { id: booking.eventId, name: event.eventName, businessArea: event.businessArea },
      recurrences: slots.filter((slot) => slot.bookingId === booking.id),
      presences: presenceRows.filter((presence) => presence.bookingId === booking.id),
    })),
    absences: absenceRows,
    emails: emailRows,
    documents: documentRows,
    pictures: await db
      .select({ personId: persons.id, imageId: images.id, mimeType: images.mimeType })
      .from(persons)
      .innerJoin(images, eq(images.id, persons.imageId))
      .where(within(persons.id, ownPersonIds))
      .orderBy(asc(persons.id)),
  };
}

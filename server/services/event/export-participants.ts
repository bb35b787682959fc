import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Reader } from '../../db/database';
import {
  bookings,
  contacts,
  customers,
  events,
  participantClasses,
  participants,
  persons,
} from '../../db/schema';
import { alias } from 'drizzle-orm/pg-core';

/** The columns of the participants export, in order. */
export const PARTICIPANT_EXPORT_COLUMNS = [
  'Given name',
  'Family name',
  'Class',
  'Booking status',
  'Registration date',
  'Parent',
  'E-mail',
  'Phone',
] as const;

const PHONE_TYPES = ['MOBILE', 'PHONE', 'MOBILE_BUSINESS', 'PHONE_BUSINESS'] as const;

/**
 * `GET /api/event/{id}/export/participants`: the service's bookings as an xlsx workbook (one
 * sheet "Participants", one row per booking, every status, by family and given name): the
 * child's names, class in the service's year, status, registration date and the paying
 * parent's name, e-mail and phone numbers. Null for an unknown service.
 */
export async function exportParticipants(db: Reader, eventId: number): Promise<Uint8Array | null> {
  const [event] = await db
    .select({ name: events.name, schoolYearId: events.schoolYearId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return null;
  const parent = alias(persons, 'parent');
  const rows = await db
    .select({
      givenName: persons.givenName,
      familyName: persons.familyName,
      grade: participantClasses.grade,
      postfix: participantClasses.postfix,
      status: bookings.bookingStatus,
      registrationDate: bookings.registrationDate,
      parentPersonId: parent.id,
      parentGiven: parent.givenName,
      parentFamily: parent.familyName,
      parentEmail: parent.email,
    })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .leftJoin(
      participantClasses,
      and(
        eq(participantClasses.participantId, participants.id),
        eq(participantClasses.schoolYearId, event.schoolYearId),
      ),
    )
    .leftJoin(customers, eq(customers.id, participants.customerId))
    .leftJoin(parent, eq(parent.id, customers.personId))
    .where(eq(bookings.eventId, eventId))
    .orderBy(asc(persons.familyName), asc(persons.givenName), asc(bookings.id));
  const parentIds = [...new Set(rows.map((row) => row.parentPersonId).filter((id) => id !== null))];
  const phones = parentIds.length
    ? await db
        .select({ personId: contacts.personId, value: contacts.value })
        .from(contacts)
        .where(
          and(
            inArray(contacts.personId, parentIds),
            inArray(contacts.contactType, [...PHONE_TYPES]),
          ),
        )
        .orderBy(asc(contacts.id))
    : [];

  const book = new ExcelJS.Workbook();
  book.creator = 'Kitebook';
  const sheet = book.addWorksheet('Participants');
  sheet.columns = PARTICIPANT_EXPORT_COLUMNS.map((header) => ({ header, width: 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      row.givenName,
      row.familyName,
      row.grade ? [row.grade, row.postfix === 'UNKNOWN' ? '' : row.postfix].join(' ').trim() : '',
      row.status,
      row.registrationDate,
      row.parentGiven ? `${row.parentGiven} ${row.parentFamily}` : '',
      row.parentEmail ?? '',
      phones
        .filter((phone) => phone.personId === row.parentPersonId)
        .map((phone) => phone.value)
        .join(', '),
    ]);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

import { and, eq, isNotNull, isNull, like, ne, notInArray, sql } from 'drizzle-orm';
import type { Capability } from '../../../shared/access/capabilities';
import {
  absences,
  bookings,
  customers,
  documents,
  eventInstructors,
  eventRecurrences,
  events,
  instructors,
  participantPersons,
  participants,
  users,
} from '../../../server/db/schema';
import type { TestApp } from './test-app';

/** The demo family whose records other callers try to reach: its parent and their child. */
export const OWNER_LOGIN = 'parent@kitebook.test';

/** The owner family's records, looked up once in the demo data. */
export interface OwnerRecords {
  personId: number;
  customerId: number;
  participantId: number;
  /** Some service, for the booking calls (the caller's right to the child is checked first). */
  serviceId: number;
  /** The parent's person as `GET /api/person/{id}` answers it, to send back unchanged. */
  person: unknown;
  /** A service the demo instructor does not teach, and another instructor (the office's reads). */
  untaughtServiceId: number;
  /** A weekly slot of a service the demo instructor does not teach (the presence lists). */
  untaughtRecurrenceId: number;
  otherInstructorId: number;
  /** A child of the owner family booked on no service the demo instructor teaches. */
  untaughtParticipantId: number;
  /** A booking of the owner family on a service the demo instructor does not teach. */
  untaughtBookingId: number;
  /** A document (an invoice) of the owner family. */
  documentId: number;
  /** An absence of one of the family's children, starting after the demo's today. */
  absenceId: number;
  /** A pick-up person's link to one of the family's children, and that child. */
  participantPersonId: number;
  linkedParticipantId: number;
  /**
   * A link of a family without a demo login, for the DELETE probe: the manager's call removes
   * it, and nobody's later call should depend on it.
   */
  strangersParticipantPersonId: number;
  /** A pick-up person (a link with a relationship) of the owner family, and of that stranger family. */
  pickUpPersonId: number;
  strangersPickUpPersonId: number;
}

/** One request at the owner family's record: JSON, or a multipart form of text fields. */
export interface OwnRecordRequest {
  path: string;
  json?: unknown;
  form?: Record<string, string>;
}

/** How to reach the owner family's record through one endpoint. */
export interface OwnRecordProbe {
  request(records: OwnerRecords): OwnRecordRequest;
  /**
   * The capability that reaches any family's record, for routes still declared by `allow()`
   * (no contract yet); a contract's `ownRecords` takes over, and the test checks both agree.
   */
  untilContract?: Capability;
  /**
   * Who owns the record, when not {@link OWNER_LOGIN}; null when no demo login does (another
   * instructor's service): then only the callers without the capability are tried for 403.
   */
  owner?: string | null;
}

/** A pick-up person's form with a stale version: nothing changes, whoever sends it. */
const pickUp = (participantId: number) => ({
  version: 999,
  givenName: 'Probe',
  familyName: 'Pickup',
  phone: '+4917000000',
  relationship: 'OTHER',
  participantIds: [participantId],
});

const child = (records: OwnerRecords) => ({
  id: records.participantId,
  version: 0,
  person: { givenName: 'Emma', familyName: 'Other', gender: 'FEMALE', birthday: '2018-04-02' },
  clazzes: {},
});
const booking = (records: OwnerRecords) => ({
  serviceId: records.serviceId,
  participantId: records.participantId,
  recurrenceIds: [],
});

/**
 * Endpoints whose handler lets a caller act on their own family's records only (a contract's
 * `ownRecords`), keyed `METHOD /path/:param` (parameter patterns and trailing slash dropped).
 * Every contract with `ownRecords` needs an entry here; `routes-roles.test.ts` says which is
 * missing. The answer to another family's record is 403 (README of shared/access).
 */
export const OWN_RECORD_PROBES: Record<string, OwnRecordProbe> = {
  'GET /api/person/:id': {
    request: ({ personId }) => ({ path: `/api/person/${personId}` }),
    untilContract: 'person.read.any',
  },
  'PUT /api/person': {
    request: ({ person }) => ({ path: '/api/person', form: { person: JSON.stringify(person) } }),
    untilContract: 'person.manage.any',
  },
  'GET /api/participantPerson/:id': {
    request: ({ participantPersonId }) => ({
      path: `/api/participantPerson/${participantPersonId}`,
    }),
  },
  'PUT /api/participantPerson': {
    // A stale version: the owner and ADMIN get 409 and nothing changes.
    request: ({ participantPersonId, linkedParticipantId, personId }) => ({
      path: '/api/participantPerson',
      json: {
        id: participantPersonId,
        version: 999,
        participantId: linkedParticipantId,
        personId,
        role: 'OTHER',
      },
    }),
  },
  'DELETE /api/participantPerson/:id': {
    request: ({ strangersParticipantPersonId }) => ({
      path: `/api/participantPerson/${strangersParticipantPersonId}`,
    }),
    owner: null,
  },
  // The personal area's pick-up persons (issue 19.3): a stale version, so the owner gets 409.
  'PUT /api/participantPerson/myGuardians/:id': {
    request: ({ pickUpPersonId, linkedParticipantId }) => ({
      path: `/api/participantPerson/myGuardians/${pickUpPersonId}`,
      json: pickUp(linkedParticipantId),
    }),
  },
  'PUT /api/participantPerson/myGuardians': {
    request: ({ pickUpPersonId, linkedParticipantId }) => ({
      path: '/api/participantPerson/myGuardians',
      json: { ...pickUp(linkedParticipantId), id: pickUpPersonId },
    }),
  },
  'DELETE /api/participantPerson/myGuardians': {
    request: ({ strangersPickUpPersonId }) => ({
      path: `/api/participantPerson/myGuardians?toDelete=${strangersPickUpPersonId}`,
    }),
    owner: null,
  },
  'GET /api/participant/customer/:id': {
    request: ({ customerId }) => ({ path: `/api/participant/customer/${customerId}` }),
    untilContract: 'participant.manage.any',
  },
  'PUT /api/participant': {
    request: (records) => ({
      path: '/api/participant',
      form: { person: JSON.stringify(child(records)) },
    }),
    untilContract: 'participant.manage.any',
  },
  // The office's reads of one child: parents their own, instructors their services' children.
  'GET /api/participant/:id': {
    request: ({ untaughtParticipantId: id }) => ({ path: `/api/participant/${id}` }),
  },
  'GET /api/participant/:id/contact-persons': {
    request: ({ untaughtParticipantId: id }) => ({
      path: `/api/participant/${id}/contact-persons`,
    }),
  },
  // The booking list's look-up: a child of the owner family on a service the instructor does not teach.
  'GET /api/booking': {
    request: ({ untaughtParticipantId, untaughtServiceId }) => ({
      path: `/api/booking?participantId=${untaughtParticipantId}&serviceId=${untaughtServiceId}`,
    }),
  },
  'GET /api/booking/by-participant/:participantId': {
    request: ({ untaughtParticipantId: id }) => ({ path: `/api/booking/by-participant/${id}` }),
  },
  // No such picture: the owner hears 404, everyone else 403 before the picture is looked at.
  'GET /api/participant/:participantId/image/:imageId': {
    request: ({ untaughtParticipantId: id }) => ({
      path: `/api/participant/${id}/image/999999`,
    }),
  },
  'DELETE /api/participant/:participantId/image/:imageId': {
    request: ({ participantId }) => ({ path: `/api/participant/${participantId}/image/999999` }),
  },
  'GET /api/customer/payment': {
    request: ({ customerId }) => ({ path: `/api/customer/payment?customerId=${customerId}` }),
    untilContract: 'customer.manage',
  },
  'PUT /api/customer/payment': {
    request: ({ customerId }) => ({
      path: `/api/customer/payment?customerId=${customerId}`,
      json: {
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        bankName: 'Other Bank',
        hasAgreedSepa: true,
        version: 0,
      },
    }),
    untilContract: 'customer.manage',
  },
  'PUT /api/customer/spouse': {
    request: ({ customerId }) => ({
      path: `/api/customer/spouse?customerId=${customerId}`,
      json: { spouse: null, version: 0 },
    }),
    untilContract: 'customer.manage',
  },
  'PUT /api/booking/check-booking': {
    request: (records) => ({ path: '/api/booking/check-booking', json: booking(records) }),
    untilContract: 'booking.manage',
  },
  'PUT /api/booking/customer': {
    request: (records) => ({ path: '/api/booking/customer', json: booking(records) }),
    untilContract: 'booking.manage',
  },
  'PUT /api/booking/childminding': {
    request: ({ serviceId, participantId }) => ({
      path: '/api/booking/childminding',
      json: {
        serviceId,
        participantId,
        weekdays: ['MONDAY'],
        endTime: '16:30',
        startDate: '2030-09-02',
      },
    }),
    untilContract: 'booking.manage',
  },
  'GET /api/booking/calculate-price': {
    request: ({ serviceId, participantId }) => ({
      path: `/api/booking/calculate-price?service-id=${serviceId}&participant-id=${participantId}`,
    }),
    untilContract: 'booking.manage',
  },
  // The booking dialog: parents their own family's bookings, instructors their services'.
  'GET /api/booking/:id': {
    request: ({ untaughtBookingId }) => ({ path: `/api/booking/${untaughtBookingId}` }),
  },
  // Absences: a parent reaches their own children's, the office any family's.
  'GET /api/absence/all/participant/:id': {
    request: ({ participantId }) => ({ path: `/api/absence/all/participant/${participantId}` }),
  },
  'GET /api/absence/all/customer': {
    request: ({ customerId }) => ({ path: `/api/absence/all/customer/?customerId=${customerId}` }),
  },
  'GET /api/absence/services/:id': {
    request: ({ participantId }) => ({ path: `/api/absence/services/${participantId}` }),
  },
  'GET /api/absence/:id': {
    request: ({ absenceId }) => ({ path: `/api/absence/${absenceId}` }),
  },
  // A stale version: the owner and ADMIN get 409 and nothing changes.
  'PUT /api/absence': {
    request: ({ absenceId, participantId }) => ({
      path: '/api/absence',
      json: {
        id: absenceId,
        version: 999,
        participantId,
        from: '2099-01-05',
        to: '2099-01-06',
        eventIds: [],
      },
    }),
  },
  // Gone after the first allowed call: the owner and ADMIN then hear 404, the others 403 first.
  'DELETE /api/absence/:id': {
    request: ({ absenceId }) => ({ path: `/api/absence/${absenceId}` }),
  },

  // A stale version: the owner and ADMIN get 409 and nothing changes.
  'PUT /api/booking': {
    request: ({ untaughtBookingId, untaughtParticipantId, untaughtServiceId }) => ({
      path: '/api/booking',
      json: {
        id: untaughtBookingId,
        version: 999,
        participantId: untaughtParticipantId,
        serviceId: untaughtServiceId,
        bookingStatus: 'PENDING',
      },
    }),
  },
  // A stale version: the owner and ADMIN get 409 and nothing changes.
  'PUT /api/booking/change-booking': {
    request: ({ untaughtBookingId }) => ({
      path: '/api/booking/change-booking',
      json: { id: untaughtBookingId, version: 999, recurrenceIds: [] },
    }),
  },
  'PUT /api/booking/check-recurrencies': {
    request: (records) => ({ path: '/api/booking/check-recurrencies', json: booking(records) }),
  },
  // A family cancels and answers the waiting list for its own bookings (issue 19.4): a stale
  // version, so the owner (and the office's cancel) get 409 and nothing changes.
  'PUT /api/booking/cancel-booking': {
    request: ({ untaughtBookingId }) => ({
      path: '/api/booking/cancel-booking',
      json: { id: untaughtBookingId, version: 999 },
    }),
  },
  'PUT /api/booking/waiting-list': {
    request: ({ untaughtBookingId }) => ({
      path: '/api/booking/waiting-list',
      json: { id: untaughtBookingId, version: 999, accept: false },
    }),
  },
  'GET /api/document/:id': {
    request: ({ documentId }) => ({ path: `/api/document/${documentId}` }),
  },
  'GET /api/document/:id/download': {
    request: ({ documentId }) => ({ path: `/api/document/${documentId}/download` }),
  },
  // An instructor reads the services they teach; another instructor's are refused.
  'GET /api/event/:id/record': {
    request: ({ untaughtServiceId }) => ({ path: `/api/event/${untaughtServiceId}/record` }),
    owner: null,
  },
  'GET /api/event/:id/export/participants': {
    request: ({ untaughtServiceId }) => ({
      path: `/api/event/${untaughtServiceId}/export/participants`,
    }),
    owner: null,
  },
  'GET /api/inconsistency/event/:id': {
    request: ({ untaughtServiceId }) => ({ path: `/api/inconsistency/event/${untaughtServiceId}` }),
    owner: null,
  },
  'GET /api/participant/by-event/:eventId': {
    request: ({ untaughtServiceId }) => ({
      path: `/api/participant/by-event/${untaughtServiceId}`,
    }),
    owner: null,
  },
  'POST /api/participant/by-event': {
    request: ({ untaughtServiceId }) => ({
      path: '/api/participant/by-event',
      json: { id: untaughtServiceId },
    }),
    owner: null,
  },
  // Presence lists: an instructor takes the registers of their own services only.
  'GET /api/booking/populate-presence-table/:date/:recurrenceId': {
    request: ({ untaughtRecurrenceId }) => ({
      path: `/api/booking/populate-presence-table/2026-01-05/${untaughtRecurrenceId}`,
    }),
    owner: null,
  },
  'PUT /api/booking/update-presences': {
    request: ({ untaughtRecurrenceId }) => ({
      path: '/api/booking/update-presences',
      json: { recurrenceId: untaughtRecurrenceId, presences: [] },
    }),
    owner: null,
  },
  'GET /api/presence/booking/:id': {
    request: ({ untaughtBookingId }) => ({ path: `/api/presence/booking/${untaughtBookingId}` }),
    owner: null,
  },
  'GET /api/presence/documents/export': {
    request: ({ untaughtRecurrenceId }) => ({
      path: `/api/presence/documents/export?date=2026-01-05&recurrenceId=${untaughtRecurrenceId}`,
    }),
    owner: null,
  },
  // A child's week and calendar link (issue 19.6): a guardian not linked to the child is refused too.
  'GET /api/my/schedule': {
    request: ({ untaughtParticipantId }) => ({
      path: `/api/my/schedule?participantId=${untaughtParticipantId}`,
    }),
  },
  'PUT /api/my/schedule/feed': {
    request: ({ untaughtParticipantId }) => ({
      path: '/api/my/schedule/feed',
      json: { participantId: untaughtParticipantId },
    }),
  },
  // An instructor reads their own instructor record; another instructor's is refused.
  'GET /api/instructor/:id': {
    request: ({ otherInstructorId }) => ({ path: `/api/instructor/${otherInstructorId}` }),
    owner: null,
  },
  'GET /api/participant/instructor/:id': {
    request: ({ otherInstructorId }) => ({
      path: `/api/participant/instructor/${otherInstructorId}`,
    }),
    owner: null,
  },
};

/** `PUT /api/person/:id{[0-9]+}/` → `PUT /api/person/:id`. */
export function routeKey(method: string, path: string): string {
  const plain = path.replace(/\{[^}]*\}/g, '').replace(/(.)\/$/, '$1');
  return `${method} ${plain}`;
}

/** The owner family's records in the demo data (the person read through the API as ADMIN). */
export async function readOwnerRecords(t: TestApp): Promise<OwnerRecords> {
  const { db } = t.database;
  const [row] = await db
    .select({
      personId: users.personId,
      customerId: customers.id,
      participantId: participants.id,
    })
    .from(users)
    .innerJoin(customers, eq(customers.personId, users.personId))
    .innerJoin(participants, eq(participants.customerId, customers.id))
    .where(eq(users.login, OWNER_LOGIN))
    .limit(1);
  // Not service 1: the route sweep calls every route with id 1 as the office, which cancels it.
  const [service] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(ne(events.id, 1), isNull(events.canceledAt)))
    .orderBy(events.id)
    .limit(1);
  if (!row || !service) throw new Error(`no family with a child for ${OWNER_LOGIN}`);
  const [demoInstructor] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .innerJoin(users, eq(users.personId, instructors.personId))
    .where(eq(users.login, 'instructor@kitebook.test'));
  const [untaught] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      notInArray(
        events.id,
        db
          .select({ id: eventInstructors.eventId })
          .from(eventInstructors)
          .where(eq(eventInstructors.instructorId, demoInstructor!.id)),
      ),
    )
    .limit(1);
  const [untaughtSlot] = await db
    .select({ id: eventRecurrences.id })
    .from(eventRecurrences)
    .where(
      notInArray(
        eventRecurrences.eventId,
        db
          .select({ id: eventInstructors.eventId })
          .from(eventInstructors)
          .where(eq(eventInstructors.instructorId, demoInstructor!.id)),
      ),
    )
    .limit(1);
  const [other] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(ne(instructors.id, demoInstructor!.id))
    .limit(1);
  // A new child, booked on nothing: the demo instructor teaches every demo child of the family.
  const added = await t.call('PUT', '/api/participant/', {
    headers: await t.authAs(OWNER_LOGIN),
    form: {
      person: JSON.stringify({
        person: { givenName: 'Probe', familyName: 'Untaught', gender: 'FEMALE' },
      }),
    },
  });
  if (!added.ok) throw new Error(`PUT /api/participant/: ${added.status}`);
  const untaughtChild = (await added.json()) as { id: number };
  const [document] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.ownerPersonId, row.personId))
    .limit(1);
  if (!document) throw new Error(`no document of ${OWNER_LOGIN}`);
  const [absence] = await db
    .insert(absences)
    .values({ participantId: row.participantId, from: '2099-01-05', to: '2099-01-06' })
    .returning({ id: absences.id });
  const [link] = await db
    .select({ id: participantPersons.id, participantId: participantPersons.participantId })
    .from(participantPersons)
    .innerJoin(participants, eq(participants.id, participantPersons.participantId))
    .where(eq(participants.customerId, row.customerId))
    .limit(1);
  if (!link) throw new Error(`no pick-up person in the family of ${OWNER_LOGIN}`);
  const demoPersons = db
    .select({ personId: users.personId })
    .from(users)
    .where(like(users.login, '%@kitebook.test'));
  const [strangers] = await db
    .select({ id: participantPersons.id, personId: participantPersons.personId })
    .from(participantPersons)
    .innerJoin(participants, eq(participants.id, participantPersons.participantId))
    .innerJoin(customers, eq(customers.id, participants.customerId))
    .where(
      and(
        notInArray(customers.personId, demoPersons),
        notInArray(sql`coalesce(${customers.spousePersonId}, 0)`, demoPersons),
      ),
    )
    .limit(1);
  if (!strangers) throw new Error('no pick-up person in a family without a demo login');
  const [pickUp] = await db
    .select({ personId: participantPersons.personId, participantId: participants.id })
    .from(participantPersons)
    .innerJoin(participants, eq(participants.id, participantPersons.participantId))
    .where(
      and(eq(participants.customerId, row.customerId), isNotNull(participantPersons.relationship)),
    )
    .orderBy(participantPersons.id)
    .limit(1);
  if (!pickUp) throw new Error(`no pick-up person with a relationship in ${OWNER_LOGIN}'s family`);
  // The untaught child's booking of the untaught service: only the family and the office reach it.
  const [untaughtBooking] = await db
    .insert(bookings)
    .values({ participantId: untaughtChild.id, eventId: untaught!.id, bookingStatus: 'PENDING' })
    .returning({ id: bookings.id });
  const person = await t.call('GET', `/api/person/${row.personId}`, {
    headers: await t.authAs('admin@kitebook.test'),
  });
  if (!person.ok) throw new Error(`GET /api/person/${row.personId}: ${person.status}`);
  return {
    ...row,
    participantPersonId: link.id,
    strangersParticipantPersonId: strangers.id,
    pickUpPersonId: pickUp.personId,
    strangersPickUpPersonId: strangers.personId,
    linkedParticipantId: link.participantId,
    serviceId: service.id,
    person: await person.json(),
    untaughtServiceId: untaught!.id,
    untaughtRecurrenceId: untaughtSlot!.id,
    otherInstructorId: other!.id,
    untaughtParticipantId: untaughtChild.id,
    untaughtBookingId: untaughtBooking!.id,
    documentId: document.id,
    absenceId: absence!.id,
  };
}

import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import {
  DASHBOARD_WEEK_DAYS,
  type DashboardChild,
  type DashboardInvoice,
  type DashboardMissingClass,
  type DashboardRequest,
  type MyDashboard,
} from '../../../shared/model/my-dashboard';
import type { Reader } from '../../db/database';
import {
  bookings,
  breaks,
  documents,
  events,
  holidays,
  participantClasses,
  participantPersons,
  participants,
  persons,
  schoolYears,
} from '../../db/schema';
import type { Session } from '../auth/session';
import { slotsOf } from '../booking/list-family-bookings';
import type { SchoolCalendar } from '../booking/rules/collision';
import { checkMissingInformation } from '../customer/check-missing-information';
import { findCustomerOfPerson } from '../customer/find-customer';
import { familyPersonIds } from '../document/family-scope';
import { openOffer } from '../booking/list-family-bookings';
import { shiftDate } from '../presence/service-dates';
import { listTodaysRegisters } from '../presence/todays-registers';
import { serviceDaysOfWeek } from './week-services';

const WAITING = ['PENDING', 'WAITING_LIST'] as const;

/** The participants the dashboard speaks of: the family's (children and the parent), and linked children. */
async function readPeople(db: Reader, session: Session, customerId: number | null) {
  const conditions: SQL[] = [];
  if (customerId !== null) conditions.push(eq(participants.customerId, customerId));
  if (can(session, 'participant.linked')) {
    conditions.push(
      sql`exists (select 1 from ${participantPersons} pp
        where pp.participant_id = ${participants.id} and pp.person_id = ${session.personId})`,
    );
  }
  if (conditions.length === 0) return [];
  return db
    .select({
      id: participants.id,
      customerId: participants.customerId,
      isParent: participants.isCustomerPerson,
      givenName: persons.givenName,
      familyName: persons.familyName,
    })
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(or(...conditions))
    .orderBy(asc(persons.givenName), asc(participants.id));
}

/** The school calendars (breaks, public holidays) of `yearIds`, within the week from `today`. */
async function readCalendars(db: Reader, yearIds: readonly number[], today: string) {
  const calendars = new Map<number, SchoolCalendar>();
  if (yearIds.length === 0) return calendars;
  const last = shiftDate(today, DASHBOARD_WEEK_DAYS - 1);
  const [breakRows, holidayRows] = await Promise.all([
    db
      .select({ yearId: breaks.schoolYearId, startDate: breaks.startDate, endDate: breaks.endDate })
      .from(breaks)
      .where(
        and(
          inArray(breaks.schoolYearId, [...yearIds]),
          sql`${breaks.startDate} <= ${last} and ${breaks.endDate} >= ${today}`,
        ),
      ),
    db
      .select({ yearId: holidays.schoolYearId, date: holidays.date })
      .from(holidays)
      .where(
        and(
          inArray(holidays.schoolYearId, [...yearIds]),
          sql`${holidays.date} between ${today} and ${last}`,
        ),
      ),
  ]);
  for (const id of yearIds) {
    calendars.set(id, {
      breaks: breakRows.filter((row) => row.yearId === id),
      holidays: holidayRows.filter((row) => row.yearId === id).map((row) => row.date),
    });
  }
  return calendars;
}

/** The children without a class in the coming school year (the first one starting after today). */
async function readMissingClasses(
  db: Reader,
  children: readonly { id: number; givenName: string }[],
  today: string,
): Promise<DashboardMissingClass[]> {
  if (children.length === 0) return [];
  const [coming] = await db
    .select({ id: schoolYears.id, name: schoolYears.name })
    .from(schoolYears)
    .where(gt(schoolYears.startDate, today))
    .orderBy(asc(schoolYears.startDate))
    .limit(1);
  if (!coming) return [];
  const placed = await db
    .select({ participantId: participantClasses.participantId })
    .from(participantClasses)
    .where(
      and(
        eq(participantClasses.schoolYearId, coming.id),
        inArray(
          participantClasses.participantId,
          children.map((child) => child.id),
        ),
      ),
    );
  const withClass = new Set(placed.map((row) => row.participantId));
  return children
    .filter((child) => !withClass.has(child.id))
    .map((child) => ({
      participantId: child.id,
      givenName: child.givenName,
      schoolYear: coming.name,
    }));
}

/** The family's newest invoice (documents of type INVOICE owned by the parent or the spouse). */
async function readLatestInvoice(db: Reader, personId: number): Promise<DashboardInvoice | null> {
  const owners = await familyPersonIds(db, personId);
  const [row] = await db
    .select({ id: documents.id, name: documents.name, modified: documents.modified })
    .from(documents)
    .where(and(eq(documents.type, 'INVOICE'), inArray(documents.ownerPersonId, owners)))
    .orderBy(desc(documents.modified), desc(documents.id))
    .limit(1);
  return row ? { id: row.id, name: row.name, modified: row.modified.toISOString() } : null;
}

/** The school's date and wall-clock time ('HH:MM') of the request. */
export interface DashboardClock {
  today: string;
  time: string;
  /** The moment: whether a waiting-list offer is still open. */
  now: Date;
}

/**
 * `GET /api/my/dashboard` for `session`'s own family, found from the session alone: the family
 * is the caller's customer record (its children and the parent's own record for parent
 * activities); a guardian's children are those linked to their person, of which the dashboard
 * shows the accepted services only, never the family's requests, payment or invoices.
 */
export async function readMyDashboard(
  db: Reader,
  session: Session,
  { today, time, now }: DashboardClock,
): Promise<MyDashboard> {
  const customer = await findCustomerOfPerson(db, session.personId);
  const customerId = customer?.id ?? null;
  const people = await readPeople(db, session, customerId);
  const ownIds = new Set(
    people
      .filter((person) => customerId !== null && person.customerId === customerId)
      .map((person) => person.id),
  );
  const children = people.filter((person) => !person.isParent);

  const rows =
    people.length === 0
      ? []
      : await db
          .select({
            bookingId: bookings.id,
            status: bookings.bookingStatus,
            participantId: bookings.participantId,
            registrationDate: bookings.registrationDate,
            startDate: bookings.startDate,
            endDate: bookings.endDate,
            serviceId: events.id,
            name: events.name,
            businessArea: events.businessArea,
            serviceStart: events.startDate,
            serviceEnd: events.endDate,
            schoolYearId: events.schoolYearId,
            offerExpiresAt: bookings.offerExpiresAt,
          })
          .from(bookings)
          .innerJoin(events, eq(events.id, bookings.eventId))
          .where(
            and(
              inArray(
                bookings.participantId,
                people.map((person) => person.id),
              ),
              inArray(bookings.bookingStatus, ['ACCEPTED', ...WAITING]),
              sql`${events.canceledAt} is null`,
            ),
          )
          .orderBy(desc(bookings.registrationDate), desc(bookings.id));

  const accepted = rows.filter(
    (row) =>
      row.status === 'ACCEPTED' &&
      (row.endDate === null || row.endDate >= today) &&
      (row.serviceEnd === null || row.serviceEnd >= today),
  );
  const [slots, calendars] = await Promise.all([
    slotsOf(db, accepted),
    readCalendars(db, [...new Set(accepted.map((row) => row.schoolYearId))], today),
  ]);
  const dashboardChildren: DashboardChild[] = children.map((child) => ({
    id: child.id,
    givenName: child.givenName,
    familyName: child.familyName,
    own: ownIds.has(child.id),
    nextServices: serviceDaysOfWeek(
      accepted
        .filter((row) => row.participantId === child.id)
        .map((row) => ({
          ...row,
          slots: slots.get(row.bookingId) ?? [],
          calendar: calendars.get(row.schoolYearId) ?? { breaks: [], holidays: [] },
        })),
      today,
      time,
    ),
  }));

  const names = new Map(people.map((person) => [person.id, person.givenName]));
  const requests: DashboardRequest[] = rows
    .filter((row) => ownIds.has(row.participantId) && row.status !== 'ACCEPTED')
    .map((row) => ({
      bookingId: row.bookingId,
      status: row.status as DashboardRequest['status'],
      participantId: row.participantId,
      givenName: names.get(row.participantId) ?? '',
      serviceName: row.name,
      businessArea: row.businessArea,
      registrationDate: row.registrationDate,
      offerExpiresAt: openOffer(row, now)?.expiresAt ?? null,
    }));

  // An offer to accept: a place freed and held for the child until its deadline (issue 23.5).
  const offers = requests.filter((request) => request.offerExpiresAt !== null);

  const ownChildren = children.filter((child) => ownIds.has(child.id));
  const [paymentMissing, classMissing, latestInvoice, registers] = await Promise.all([
    customer && can(session, 'customer.own')
      ? checkMissingInformation(db, session.personId).then((answer) => answer.missing)
      : false,
    readMissingClasses(db, ownChildren, today),
    customer ? readLatestInvoice(db, session.personId) : null,
    can(session, 'presence.take') ? listTodaysRegisters(db, session, today) : null,
  ]);

  return {
    today,
    hasFamily: customer !== null,
    children: dashboardChildren,
    requests,
    todo: { paymentMissing, classMissing, offers },
    latestInvoice,
    registers,
  };
}

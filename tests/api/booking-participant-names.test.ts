import { asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, participants, persons, schoolYears } from '../../server/db/schema';
import type { BookingRow } from '../../shared/model/booking-office';
import type { EventParticipantRow } from '../../shared/model/event-record';
import type { ListAnswer } from '../../shared/model/list';
import {
  bookingYearId,
  insertFamily,
  insertService,
  type FamilyFixture,
} from './support/service-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let yearId: number;
let ana: FamilyFixture;
let ben: FamilyFixture;

beforeAll(async () => {
  t = await createTestApp();
  yearId = await bookingYearId(t.database.db, t.clock.now);
  ana = await insertFamily(t.database.db, {
    login: 'ana.names@kitebook.test',
    schoolYearId: yearId,
  });
  ben = await insertFamily(t.database.db, {
    login: 'ben.names@kitebook.test',
    schoolYearId: yearId,
  });
});
afterAll(() => t.close());

/** The bookings whose kept names are not their child's person's names now. */
async function drifted() {
  return t.database.db
    .select({ id: bookings.id, kept: bookings.participantGivenName, now: persons.givenName })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(
      or(
        ne(bookings.participantGivenName, persons.givenName),
        ne(bookings.participantFamilyName, persons.familyName),
      ),
    );
}

const namesOf = async (ids: number[]) =>
  (
    await t.database.db
      .select({
        given: bookings.participantGivenName,
        family: bookings.participantFamilyName,
        version: bookings.version,
      })
      .from(bookings)
      .where(inArray(bookings.id, ids))
      .orderBy(asc(bookings.id))
  ).map((row) => `${row.given} ${row.family} v${row.version}`);

const personOf = async (participantId: number) => {
  const [row] = await t.database.db
    .select({ personId: participants.personId })
    .from(participants)
    .where(eq(participants.id, participantId));
  return row!.personId;
};

describe('bookings.participant_given_name and _family_name (migration 0010): kept by triggers', () => {
  it('match the child after the seed and after inserts, moves, renames and a change of person', async () => {
    const { db } = t.database;
    const [seeded] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings);
    expect(seeded!.n).toBeGreaterThan(0);
    expect(await drifted()).toEqual([]);

    const service = await insertService(db, { schoolYearId: yearId });
    // One statement, two children.
    const ids = (
      await db
        .insert(bookings)
        .values([
          { eventId: service.id, participantId: ana.participantId, bookingStatus: 'ACCEPTED' },
          { eventId: service.id, participantId: ben.participantId, bookingStatus: 'PENDING' },
        ])
        .returning({ id: bookings.id })
    ).map((row) => row.id);
    expect(await namesOf(ids)).toEqual([`Kid ${ana.login} v0`, `Kid ${ben.login} v0`]);

    // A booking moved to another child.
    await db
      .update(bookings)
      .set({ participantId: ben.participantId })
      .where(eq(bookings.id, ids[0]!));
    expect(await namesOf(ids)).toEqual([`Kid ${ben.login} v0`, `Kid ${ben.login} v0`]);

    // The child renamed (given name, then family name): every booking of it follows, and the
    // bookings' versions stay (an open booking dialog is not stale for it).
    const benPerson = await personOf(ben.participantId);
    await db.update(persons).set({ givenName: 'Zoe' }).where(eq(persons.id, benPerson));
    expect(await namesOf(ids)).toEqual([`Zoe ${ben.login} v0`, `Zoe ${ben.login} v0`]);
    await db.update(persons).set({ familyName: 'Adams' }).where(eq(persons.id, benPerson));
    expect(await namesOf(ids)).toEqual(['Zoe Adams v0', 'Zoe Adams v0']);
    // A write of the person that keeps the names changes nothing.
    await db.update(persons).set({ title: 'Dr' }).where(eq(persons.id, benPerson));
    expect(await namesOf(ids)).toEqual(['Zoe Adams v0', 'Zoe Adams v0']);

    // The child's record pointed at another person.
    const [other] = await db
      .insert(persons)
      .values({ givenName: 'Yara', familyName: 'Brown', gender: 'FEMALE' })
      .returning({ id: persons.id });
    await db
      .update(participants)
      .set({ personId: other!.id })
      .where(eq(participants.id, ben.participantId));
    expect(await namesOf(ids)).toEqual(['Yara Brown v0', 'Yara Brown v0']);

    // The names are never the services' to write: a write of them is read back from the person.
    await db
      .update(bookings)
      .set({ participantGivenName: 'Forged', participantFamilyName: 'Name' })
      .where(eq(bookings.id, ids[1]!));
    expect(await namesOf(ids)).toEqual(['Yara Brown v0', 'Yara Brown v0']);

    // A rename undone with its transaction leaves the names as they were.
    await db
      .transaction(async (tx) => {
        await tx.update(persons).set({ givenName: 'Undone' }).where(eq(persons.id, other!.id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await namesOf(ids)).toEqual(['Yara Brown v0', 'Yara Brown v0']);

    // An unknown child is refused by the foreign key (23503), not by the names (not null).
    const refused = await db
      .insert(bookings)
      .values({ eventId: service.id, participantId: 999_999 })
      .then(
        () => null,
        (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
      );
    expect(refused).toBe('23503');
    expect(await drifted()).toEqual([]);
  });

  it('shows a rename through the API at once in the participants tab and the booking list', async () => {
    const { db } = t.database;
    const service = await insertService(db, { schoolYearId: yearId });
    await db.insert(bookings).values([
      { eventId: service.id, participantId: ana.participantId, bookingStatus: 'ACCEPTED' },
      { eventId: service.id, participantId: ben.participantId, bookingStatus: 'ACCEPTED' },
    ]);
    const [year] = await db
      .select({ name: schoolYears.name })
      .from(schoolYears)
      .where(eq(schoolYears.id, yearId));
    // Ana's parent renames her child 'Kid' → 'Abigail' (Ben's child is Yara by now).
    const renamed = await t.call('PUT', '/api/participant/', {
      headers: await t.authAs(ana.login),
      form: {
        person: JSON.stringify({
          id: ana.participantId,
          version: 0,
          person: {
            givenName: 'Abigail',
            familyName: 'Names',
            gender: 'MALE',
            birthday: '2017-05-01',
          },
          clazzes: { [year!.name]: { grade: 'P3', language: 'EN', postfix: 'A' } },
        }),
      },
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const admin = { headers: await t.authAs('admin@kitebook.test') };
    const tab = (await (
      await t.call('GET', `/api/participant/by-event/${service.id}?orderBy=givenName`, admin)
    ).json()) as ListAnswer<EventParticipantRow>;
    expect(tab.items.map((row) => `${row.givenName} ${row.familyName}`)).toEqual([
      'Abigail Names',
      'Yara Brown',
    ]);
    const list = (await (
      await t.call(
        'GET',
        `/api/booking/list?serviceId=${service.id}&orderBy=givenName&asc=false`,
        admin,
      )
    ).json()) as ListAnswer<BookingRow>;
    expect(list.items.map((row) => `${row.givenName} ${row.familyName}`)).toEqual([
      'Yara Brown',
      'Abigail Names',
    ]);
  });
});

import { and, asc, eq, getTableColumns, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, events, participantClasses, schoolYears } from '../../server/db/schema';
import type { PseudoConstants } from '../../shared/model/config';
import type { ErrorBody } from '../../shared/model/errors';
import type { EventListRow } from '../../shared/model/event-record';
import type { ListAnswer } from '../../shared/model/list';
import type {
  NextSchoolYearTransition,
  RollbackCounts,
} from '../../shared/model/school-year-transition';
import { changedTables, databaseFingerprint } from './support/db-fingerprint';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN = 'admin@kitebook.test';
const NOT_ADMINS = [
  'sysadmin@kitebook.test',
  'instructor@kitebook.test',
  'parent@kitebook.test',
  'member@kitebook.test',
  'guardian@kitebook.test',
  'provider@kitebook.test',
];
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs(ADMIN);
}, 120_000);
afterAll(() => t.close());

const db = () => t.database.db;

async function send<T>(method: string, path: string, status = 200, headers = admin): Promise<T> {
  const response = await t.call(method, path, { headers });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}
const rollOut = (status = 200) =>
  send<NextSchoolYearTransition>('PATCH', '/api/school-year/roll-out', status);
const rollback = (status = 200) =>
  send<NextSchoolYearTransition>('PATCH', '/api/school-year/rollback', status);
const rollbackCounts = () => send<RollbackCounts>('GET', '/api/count/rollback-counts');
const transition = async () =>
  (await send<PseudoConstants>('GET', '/api/pseudo-constants')).nextSchoolYearTransition;

/** The demo's years: the one before the upcoming, and the upcoming (the latest). */
async function years() {
  const all = await db()
    .select({ id: schoolYears.id, name: schoolYears.name, startDate: schoolYears.startDate })
    .from(schoolYears)
    .orderBy(asc(schoolYears.startDate));
  return { before: all.at(-2)!, upcoming: all.at(-1)! };
}

/**
 * Every table's rows but the log of changes, the count of committed changes the inconsistency
 * rules are kept under, and the upcoming year's own row (its `updated_at`).
 */
async function fingerprint() {
  const print = await databaseFingerprint(db());
  const { upcoming } = await years();
  const { updatedAt: _changed, ...columns } = getTableColumns(schoolYears);
  const [year] = await db()
    .select(columns)
    .from(schoolYears)
    .where(eq(schoolYears.id, upcoming.id));
  delete print.history_entries;
  delete print.inconsistency_input_changes;
  return { ...print, school_years: JSON.stringify(year) };
}

describe('roll-out and rollback of the next school year', () => {
  it('rolls out classes a grade up and continuing services as drafts; the rollback restores the database', async () => {
    const { before, upcoming } = await years();
    expect(await transition()).toEqual({
      transitionState: 'NOT_ROLLED_OUT',
      nameUpcomingSchoolYear: upcoming.name,
    });
    const printBefore = await fingerprint();

    expect(await rollOut()).toEqual({
      transitionState: 'ROLLBACK_POSSIBLE',
      nameUpcomingSchoolYear: upcoming.name,
    });
    // The pseudo-constants follow at once (their cache is cleared).
    expect((await transition()).transitionState).toBe('ROLLBACK_POSSIBLE');

    const [moving] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(participantClasses)
      .where(
        and(
          eq(participantClasses.schoolYearId, before.id),
          ne(participantClasses.grade, 'Graduate'),
        ),
      );
    const [continuing] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(and(eq(events.schoolYearId, before.id), eq(events.continuesNextYear, true)));
    const counts = await rollbackCounts();
    expect(counts).toEqual({
      schoolYear: upcoming.name,
      transitionState: 'ROLLBACK_POSSIBLE',
      classes: moving!.n,
      services: continuing!.n,
      bookings: 0,
    });
    expect(counts.classes).toBeGreaterThan(100);
    expect(counts.services).toBeGreaterThan(10);

    // Grade + 1, language and postfix kept; after S7 Graduate.
    const pairs = await db()
      .select({
        from: participantClasses.grade,
        to: sql<string>`n.grade`,
        same: sql<boolean>`n.language = ${participantClasses.language} and n.postfix = ${participantClasses.postfix}`,
      })
      .from(participantClasses)
      .innerJoin(
        sql`participant_classes n`,
        sql`n.participant_id = ${participantClasses.participantId} and n.school_year_id = ${upcoming.id}`,
      )
      .where(eq(participantClasses.schoolYearId, before.id));
    expect(pairs.length).toBe(counts.classes);
    expect(pairs.every((pair) => pair.same)).toBe(true);
    const moves = new Set(pairs.map((pair) => `${pair.from}>${pair.to}`));
    expect(moves).toContain('P3>P4');
    expect(moves).toContain('P5>S1');
    expect(moves).toContain('S7>Graduate');
    expect([...moves].every((move) => !move.startsWith('Graduate'))).toBe(true);

    // The copies: drafts of the upcoming year, a year later, with their slots; hidden from families.
    const copies = await db()
      .select({
        id: events.id,
        draft: events.draft,
        startDate: events.startDate,
        sourceStart: sql<string>`s.start_date`,
        slots: sql<number>`(select count(*)::int from event_recurrences r where r.event_id = ${events.id})`,
        sourceSlots: sql<number>`(select count(*)::int from event_recurrences r where r.event_id = s.id)`,
      })
      .from(events)
      .innerJoin(sql`events s`, sql`s.id = ${events.rolledOutFromId}`)
      .where(and(eq(events.schoolYearId, upcoming.id), isNotNull(events.rolledOutFromId)));
    expect(copies.length).toBe(counts.services);
    for (const copy of copies) {
      expect(copy.draft).toBe(true);
      expect(copy.slots).toBe(copy.sourceSlots);
      if (copy.sourceStart) expect(copy.startDate! > copy.sourceStart).toBe(true);
    }
    await send('GET', `/api/event/${copies[0]!.id}`, 404, {});
    // The office's service list shows them, marked as drafts.
    const office = await send<ListAnswer<EventListRow>>(
      'GET',
      `/api/event/?schoolYear=${upcoming.id}&pageSize=100`,
    );
    expect(office.total).toBe(counts.services);
    expect(office.items.every((row) => row.draft)).toBe(true);

    // A second click finds the year rolled out and changes nothing.
    expect((await rollOut()).transitionState).toBe('ROLLBACK_POSSIBLE');
    expect(await rollbackCounts()).toEqual(counts);

    expect(await rollback()).toEqual({
      transitionState: 'NOT_ROLLED_OUT',
      nameUpcomingSchoolYear: upcoming.name,
    });
    expect((await transition()).transitionState).toBe('NOT_ROLLED_OUT');
    const printAfter = await fingerprint();
    expect(changedTables(printBefore, printAfter)).toEqual([]);

    // A second rollback is ignored.
    expect((await rollback()).transitionState).toBe('NOT_ROLLED_OUT');
    expect(changedTables(printBefore, await fingerprint())).toEqual([]);
  });

  it('takes concurrent clicks once', async () => {
    const printBefore = await fingerprint();
    const outs = await Promise.all([rollOut(), rollOut(), rollOut()]);
    expect(outs.map((answer) => answer.transitionState)).toEqual([
      'ROLLBACK_POSSIBLE',
      'ROLLBACK_POSSIBLE',
      'ROLLBACK_POSSIBLE',
    ]);
    const counts = await rollbackCounts();
    const { upcoming } = await years();
    const [classes] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(participantClasses)
      .where(eq(participantClasses.schoolYearId, upcoming.id));
    expect(classes!.n).toBe(counts.classes);

    const backs = await Promise.all([rollback(), rollback()]);
    expect(backs.map((answer) => answer.transitionState)).toEqual([
      'NOT_ROLLED_OUT',
      'NOT_ROLLED_OUT',
    ]);
    expect(changedTables(printBefore, await fingerprint())).toEqual([]);
  });

  it('refuses a rollback once the new year has a booking, and removes nothing', async () => {
    await rollOut();
    const counts = await rollbackCounts();
    const { upcoming } = await years();
    const [copy] = await db()
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.schoolYearId, upcoming.id), isNotNull(events.rolledOutFromId)))
      .limit(1);
    const [child] = await db()
      .select({ id: participantClasses.participantId })
      .from(participantClasses)
      .where(eq(participantClasses.schoolYearId, upcoming.id))
      .limit(1);
    await db()
      .insert(bookings)
      .values({ eventId: copy!.id, participantId: child!.id, bookingStatus: 'ACCEPTED' });

    const refused = await rollback(409);
    expect((refused as unknown as ErrorBody).message).toBe('schoolYear.transition.bookingsExist');
    expect(await rollbackCounts()).toEqual({ ...counts, bookings: 1 });
    expect((await transition()).transitionState).toBe('ROLLBACK_POSSIBLE');
  });

  it('answers 409 without an upcoming year', async () => {
    // Move the clock past the last year's start: no year after today's is set up.
    const { upcoming } = await years();
    const afterIt = await db()
      .select({ id: schoolYears.id })
      .from(schoolYears)
      .where(gt(schoolYears.startDate, upcoming.startDate));
    expect(afterIt).toEqual([]);
    const saved = t.clock.now;
    t.clock.now = new Date(`${upcoming.startDate}T12:00:00Z`);
    try {
      const later = await t.authAs(ADMIN);
      const body = await send<ErrorBody>('PATCH', '/api/school-year/roll-out', 409, later);
      expect(body.message).toBe('schoolYear.transition.noUpcomingYear');
      expect(await send('GET', '/api/count/rollback-counts', 200, later)).toMatchObject({
        schoolYear: null,
        classes: 0,
      });
    } finally {
      t.clock.now = saved;
    }
  });

  it('lets only ADMIN roll out, roll back and read the rollback counts', async () => {
    for (const login of NOT_ADMINS) {
      const headers = await t.authAs(login);
      await send('PATCH', '/api/school-year/roll-out', 403, headers);
      await send('PATCH', '/api/school-year/rollback', 403, headers);
      await send('GET', '/api/count/rollback-counts', 403, headers);
    }
    await send('PATCH', '/api/school-year/roll-out', 401, {});
    await send('PATCH', '/api/school-year/rollback', 401, {});
    await send('GET', '/api/count/rollback-counts', 401, {});
  });
});

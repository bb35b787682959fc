/**
 * The booking check and the public listings on the large seed (10,000 participants, 100,000
 * bookings; server/db/seed/large.ts), on PGlite and, with DATABASE_URL, on PostgreSQL: each
 * database is seeded once (timed), then the built server answers autocannon at 10 connections.
 *
 * The check's bodies are the admin's (ADMIN checks for any child; the large seed's parents have
 * no accounts): children of the large seed × every bookable service of the year in its booking
 * phase, with the weekdays and stop a bus or childminding needs, so the requests in flight at
 * once differ in family, service, area and room.
 *
 * `npx tsx tests/bench/large-seed.ts` prints the figures alone. To measure again without seeding,
 * BENCH_LARGE_DATA_DIR (PGlite) and BENCH_LARGE_DATABASE_URL (a database of its own) name a
 * database that is seeded when empty and kept afterwards.
 */
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSchoolStop } from '../../shared/model/bus-stop';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateDatabase } from '../../server/db/migrate';
import {
  eventBusStops,
  eventRecurrences,
  events,
  participantClasses,
  participants,
  stops,
} from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { seedLarge } from '../../server/db/seed/large';
import { findSchoolYearInBookingPhase } from '../../server/services/event/booking-phase';
import { databaseUrlFor, onServer } from '../api/support/template-database';
import { measureLoad, type LoadResult } from './load';
import { startServer } from './server-process';

/** A body of `PUT /api/booking/check-booking`. */
interface CheckBody {
  serviceId: number;
  participantId: number;
  recurrenceIds: number[];
  stopId?: number;
}

/** Children of the large seed taking turns in the bodies. */
const CHILDREN = 40;
const LISTINGS = ['ECA', 'HOLIDAY_CAMP', 'SCHOOL_BUS', 'PARENT_ACTIVITIES'] as const;

/**
 * CPU time the server's process has used (user + system, /proc on Linux), in ms. On a machine
 * shared with other work the rates follow the load; CPU per request does much less so.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One row of the throughput table. */
export type LargeSeedRow = [database: string, endpoint: string, ...figures: string[]];

/** Seeded once per database kind: how long it took. */
export interface SeedTime {
  database: string;
  seconds: number;
  /** False when the database already held the large set (a kept BENCH_LARGE_* database). */
  seeded: boolean;
}

/**
 * Every bookable service of the year in its booking phase as a check body's service part: a
 * whole ECA, camp or school service; a bus on three weekdays from a stop that is not the school;
 * childminding on three weekdays, one slot a day.
 */
async function serviceParts(db: Database): Promise<Omit<CheckBody, 'participantId'>[]> {
  const year = await findSchoolYearInBookingPhase(db, new Date());
  if (!year) throw new Error('large seed: no school year in its booking phase');
  const rows = await db
    .select({ id: events.id, businessArea: events.businessArea })
    .from(events)
    .where(
      and(
        eq(events.schoolYearId, year.id),
        isNull(events.canceledAt),
        ne(events.businessArea, 'PARENT_ACTIVITIES'),
      ),
    )
    .orderBy(asc(events.id));
  const ids = rows.map((row) => row.id);
  const [slots, lineStops] = await Promise.all([
    db
      .select({ id: eventRecurrences.id, eventId: eventRecurrences.eventId })
      .from(eventRecurrences)
      .where(inArray(eventRecurrences.eventId, ids))
      .orderBy(asc(eventRecurrences.dayOfWeek), asc(eventRecurrences.endTime)),
    db
      .select({ eventId: eventBusStops.eventId, stopId: stops.id, name: stops.name })
      .from(eventBusStops)
      .innerJoin(stops, eq(stops.id, eventBusStops.stopId))
      .where(inArray(eventBusStops.eventId, ids)),
  ]);
  return rows.flatMap(({ id, businessArea }) => {
    const own = slots.filter((slot) => slot.eventId === id).map((slot) => slot.id);
    if (businessArea === 'SCHOOL_BUS') {
      const stop = lineStops.find((row) => row.eventId === id && !isSchoolStop(row.name));
      return stop ? [{ serviceId: id, recurrenceIds: own.slice(0, 3), stopId: stop.stopId }] : [];
    }
    if (businessArea === 'CHILDMINDING') {
      // Ordered by weekday, then end time: the first slot of each weekday, three weekdays.
      const perDay = slots.filter((slot) => slot.eventId === id);
      const firstOfDay = perDay.filter((slot, i) => i % 2 === 0).map((slot) => slot.id);
      return [{ serviceId: id, recurrenceIds: firstOfDay.slice(0, 3) }];
    }
    return [{ serviceId: id, recurrenceIds: [] }];
  });
}

/** Children with a class (nearly all of them the large seed's), spread over the table. */
async function largeSeedChildren(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: participants.id })
    .from(participants)
    .innerJoin(participantClasses, eq(participantClasses.participantId, participants.id))
    .orderBy(asc(participants.id));
  const step = Math.max(1, Math.floor(rows.length / CHILDREN));
  return rows.filter((_, i) => i % step === 0).map((row) => row.id);
}

/** Children × services, interleaved so that neighbours differ in both. */
async function checkBodies(db: Database): Promise<CheckBody[]> {
  const [parts, children] = await Promise.all([serviceParts(db), largeSeedChildren(db)]);
  const count = Math.max(parts.length, children.length) * 4;
  return Array.from({ length: count }, (_, i) => ({
    ...parts[i % parts.length]!,
    participantId: children[(i * 7) % children.length]!,
  }));
}

/** Opens, migrates and seeds the large set; answers the seeding time and the check bodies. */
async function prepare(
  database: string,
  target: { dataDir?: string; databaseUrl?: string },
): Promise<{ seed: SeedTime; bodies: CheckBody[] }> {
  const started = performance.now();
  const opened = await openDatabase(target);
  try {
    await migrateDatabase(opened.db);
    const seeded = await seedLarge(opened.db);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    return { seed: { database, seconds, seeded }, bodies: await checkBodies(opened.db) };
  } finally {
    await opened.close();
  }
}

async function adminBearer(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin@kitebook.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** The bodies the check answers 200 (a switched-off area answers 403 and measures nothing). */
async function answered(url: string, headers: Record<string, string>, bodies: CheckBody[]) {
  const kept: CheckBody[] = [];
  for (const body of bodies) {
    const response = await fetch(`${url}/api/booking/check-booking`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (response.ok) kept.push(body);
  }
  return kept;
}

async function measure(
  database: string,
  env: Record<string, string>,
  bodies: CheckBody[],
  port: number,
): Promise<LargeSeedRow[]> {
  const server = await startServer(env, port);
  try {
    const headers = await adminBearer(server.url);
    const fitting = await answered(server.url, headers, bodies);
    const pid = server.process.pid!;
    const rows: LargeSeedRow[] = [];
    const load = async (options: Parameters<typeof measureLoad>[0]) => {
      const cpuBefore = cpuMs(pid);
      const r: LoadResult = await measureLoad(options);
      const perRequest = (cpuMs(pid) - cpuBefore) / Math.max(1, r.requests);
      rows.push([
        database,
        r.name,
        String(r.requestsPerSecond),
        `${r.p95Ms} ms`,
        `${r.p99Ms} ms`,
        String(r.non2xx),
        `${perRequest.toFixed(1)} ms`,
      ]);
    };
    await load({
      name: `PUT /api/booking/check-booking (${fitting.length} of ${bodies.length} bodies)`,
      url: `${server.url}/api/booking/check-booking`,
      method: 'PUT',
      bodies: fitting,
      headers,
    });
    for (const area of LISTINGS) {
      await load({
        name: `GET /api/event/public/${area}`,
        url: `${server.url}/api/event/public/${area}`,
      });
    }
    await load({
      name: 'GET /api/booking/childminding',
      url: `${server.url}/api/booking/childminding`,
    });
    return rows;
  } finally {
    await server.stop();
  }
}

async function onPglite(port: number): Promise<{ seed: SeedTime; rows: LargeSeedRow[] }> {
  const kept = process.env.BENCH_LARGE_DATA_DIR;
  const dataDir = kept || mkdtempSync(join(tmpdir(), 'kitebook-large-'));
  try {
    const { seed, bodies } = await prepare('PGlite', { dataDir });
    return { seed, rows: await measure('PGlite', { DATA_DIR: dataDir }, bodies, port) };
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(
  serverUrl: string,
  port: number,
): Promise<{ seed: SeedTime; rows: LargeSeedRow[] }> {
  const kept = process.env.BENCH_LARGE_DATABASE_URL;
  const name = `kitebook_bench_large_${process.pid}`;
  if (!kept) await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = kept || databaseUrlFor(serverUrl, name);
  // The server keeps its generated JWT secret in DATA_DIR.
  const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-large-'));
  try {
    const { seed, bodies } = await prepare('PostgreSQL', { databaseUrl });
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    return { seed, rows: await measure('PostgreSQL', env, bodies, port) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (!kept) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * Seeds and measures PGlite, then PostgreSQL when `serverUrl` (DATABASE_URL) is given; the
 * PostgreSQL database is one of its own on that server, dropped afterwards.
 */
export async function measureLargeSeed({
  port,
  serverUrl,
}: {
  port: number;
  serverUrl?: string;
}): Promise<{ seeds: SeedTime[]; rows: LargeSeedRow[] }> {
  const runs = [await onPglite(port)];
  if (serverUrl) runs.push(await onPostgres(serverUrl, port));
  return { seeds: runs.map((run) => run.seed), rows: runs.flatMap((run) => run.rows) };
}

/** Prints the seeding times and the throughput table. */
export function printLargeSeed(
  { seeds, rows }: { seeds: SeedTime[]; rows: LargeSeedRow[] },
  printTable: (title: string, rows: string[][]) => void,
) {
  printTable('Large seed (10,000 participants, 100,000 bookings): seeding once per database', [
    ['database', 'seeding'],
    ...seeds.map((seed) => [
      seed.database,
      seed.seeded ? `${seed.seconds} s` : `already seeded (${seed.seconds} s to open)`,
    ]),
  ]);
  printTable('Large seed: booking check and public listings (autocannon, 10 connections, 10 s)', [
    ['database', 'endpoint', 'req/s', 'p95', 'p99', 'non-2xx', 'server CPU/req'],
    ...rows,
  ]);
  console.log(
    "  server CPU/req: the API server process's CPU time per answer (PostgreSQL's own not in it)",
  );
}

// `npx tsx tests/bench/large-seed.ts` prints the figures alone (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureLargeSeed({ port: 4344, serverUrl: process.env.DATABASE_URL });
  printLargeSeed(figures, (title, rows) => {
    console.log(`\n${title}`);
    for (const row of rows) console.log(`  ${row.join('  ')}`);
  });
}

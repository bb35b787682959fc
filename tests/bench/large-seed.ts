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
import { mkdtempSync, rmSync } from 'node:fs';
import pg from 'pg';
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
import {
  measurePresenceLists,
  PRESENCE_LIST_GOAL_MS,
  PRESENCE_LIST_PREFIX,
  PRESENCE_PDF_GOAL_MS,
  PRESENCE_PDF_PREFIX,
} from './presence-lists';
import { measureOfficeRuns, officeRunGoal } from './office-runs';
import { startServer } from './server-process';
import {
  measureServiceLists,
  PUBLIC_LISTINGS,
  SERVICE_LIST_GOAL_MS,
  SERVICE_LIST_PREFIX,
} from './service-lists';
import { printTable } from './print-table';
import { cpuMs } from './process-cpu';

/** A body of `PUT /api/booking/check-booking`. */
interface CheckBody {
  serviceId: number;
  participantId: number;
  recurrenceIds: number[];
  stopId?: number;
}

/** Children of the large seed taking turns in the bodies. */
const CHILDREN = 40;

/** One endpoint measured on one database. */
export interface LargeSeedFigure {
  database: 'PGlite' | 'PostgreSQL';
  endpoint: string;
  /** Answers with a 2xx status per second: an error, however fast, is not throughput. */
  okPerSecond: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  /** The API server process's CPU time per answer (PGlite runs inside it). */
  serverCpuMs: number;
  /** PostgreSQL's backends' CPU time per answer; null on PGlite. */
  databaseCpuMs: number | null;
}

/** How the check's bodies answered before the load: every one must be a real check (200). */
export interface BodiesAnswered {
  database: string;
  total: number;
  ok: number;
  /** Other answers, `status message` → how many. */
  refused: Record<string, number>;
}

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
export async function checkBodies(db: Database): Promise<CheckBody[]> {
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

/**
 * Sends every body once: the bench measures only real checks (200). A refused body (403 for a
 * switched-off area, 404, 400) is counted with its answer, so a short or wrong list shows in the
 * output instead of fast errors passing for throughput.
 */
async function answered(
  url: string,
  headers: Record<string, string>,
  bodies: CheckBody[],
): Promise<{ kept: CheckBody[]; refused: Record<string, number> }> {
  const kept: CheckBody[] = [];
  const refused: Record<string, number> = {};
  for (const body of bodies) {
    const response = await fetch(`${url}/api/booking/check-booking`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.ok) kept.push(body);
    else {
      const message = (JSON.parse(text) as { message?: string }).message ?? '';
      const key = `${response.status} ${message}`;
      refused[key] = (refused[key] ?? 0) + 1;
    }
  }
  return { kept, refused };
}

/** CPU time (ms) of PostgreSQL's backends serving `database`, by process id (/proc). */
async function backendCpu(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        cpu.set(pid, cpuMs(pid));
      } catch {
        // gone meanwhile, or the server runs elsewhere: not counted
      }
    }
    return cpu;
  } finally {
    await client.end();
  }
}

async function measure(
  database: LargeSeedFigure['database'],
  env: Record<string, string>,
  bodies: CheckBody[],
  port: number,
): Promise<{ figures: LargeSeedFigure[]; bodies: BodiesAnswered }> {
  const server = await startServer(env, port);
  try {
    const headers = await adminBearer(server.url);
    const { kept, refused } = await answered(server.url, headers, bodies);
    const pid = server.process.pid!;
    const figures: LargeSeedFigure[] = [];
    const load = async (options: Parameters<typeof measureLoad>[0]) => {
      const cpuBefore = cpuMs(pid);
      const backendsBefore = env.DATABASE_URL ? await backendCpu(env.DATABASE_URL) : null;
      const r: LoadResult = await measureLoad(options);
      const serverCpu = cpuMs(pid) - cpuBefore;
      let databaseCpuMs: number | null = null;
      if (env.DATABASE_URL && backendsBefore) {
        const after = await backendCpu(env.DATABASE_URL);
        let used = 0;
        for (const [backend, ms] of after) used += ms - (backendsBefore.get(backend) ?? 0);
        databaseCpuMs = used / Math.max(1, r.requests);
      }
      figures.push({
        database,
        endpoint: options.name,
        okPerSecond: r.okPerSecond,
        p95Ms: r.p95Ms,
        p99Ms: r.p99Ms,
        requests: r.requests,
        non2xx: r.non2xx,
        serverCpuMs: serverCpu / Math.max(1, r.requests),
        databaseCpuMs,
      });
    };
    await load({
      name: CHECK_ENDPOINT,
      url: `${server.url}/api/booking/check-booking`,
      method: 'PUT',
      bodies: kept,
      headers,
    });
    for (const area of PUBLIC_LISTINGS) {
      await load({
        name: `GET /api/event/public/${area}`,
        url: `${server.url}/api/event/public/${area}`,
      });
    }
    await load({
      name: 'GET /api/booking/childminding',
      url: `${server.url}/api/booking/childminding`,
    });
    await measureServiceLists(server.url, headers, load);
    await measurePresenceLists(server.url, headers, load);
    // Last: the invoice rows write, and issuing leaves mail in the outbox (office-runs.ts).
    await measureOfficeRuns(server.url, headers, load);
    return { figures, bodies: { database, total: bodies.length, ok: kept.length, refused } };
  } finally {
    await server.stop();
  }
}

/** One database's run: its seeding, figures and how the check's bodies answered. */
interface DatabaseRun {
  seed: SeedTime;
  figures: LargeSeedFigure[];
  bodies: BodiesAnswered;
}

async function onPglite(port: number): Promise<DatabaseRun> {
  const kept = process.env.BENCH_LARGE_DATA_DIR;
  const dataDir = kept || mkdtempSync(join(tmpdir(), 'kitebook-large-'));
  try {
    const { seed, bodies } = await prepare('PGlite', { dataDir });
    return { seed, ...(await measure('PGlite', { DATA_DIR: dataDir }, bodies, port)) };
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string, port: number): Promise<DatabaseRun> {
  const kept = process.env.BENCH_LARGE_DATABASE_URL;
  const name = `kitebook_bench_large_${process.pid}`;
  if (!kept) await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = kept || databaseUrlFor(serverUrl, name);
  // The server keeps its generated JWT secret in DATA_DIR.
  const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-large-'));
  try {
    const { seed, bodies } = await prepare('PostgreSQL', { databaseUrl });
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    return { seed, ...(await measure('PostgreSQL', env, bodies, port)) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (!kept) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** The figures of {@link measureLargeSeed}. */
export interface LargeSeedFigures {
  seeds: SeedTime[];
  figures: LargeSeedFigure[];
  bodies: BodiesAnswered[];
}

/**
 * Seeds and measures PGlite, then PostgreSQL when `serverUrl` (DATABASE_URL) is given; the
 * PostgreSQL database is one of its own on that server, dropped afterwards.
 * BENCH_LARGE_ONLY=pglite|postgres measures one of them.
 */
export async function measureLargeSeed({
  port,
  serverUrl,
}: {
  port: number;
  serverUrl?: string;
}): Promise<LargeSeedFigures> {
  const only = process.env.BENCH_LARGE_ONLY;
  const runs: DatabaseRun[] = [];
  if (only !== 'postgres') runs.push(await onPglite(port));
  if (serverUrl && only !== 'pglite') runs.push(await onPostgres(serverUrl, port));
  return {
    seeds: runs.map((run) => run.seed),
    figures: runs.flatMap((run) => run.figures),
    bodies: runs.map((run) => run.bodies),
  };
}

const CHECK_ENDPOINT = 'PUT /api/booking/check-booking';

/**
 * The goals per endpoint and database (issue 15.4 and the issues of each row): a rate at least,
 * a p95 under (a one-request row's time).
 */
function goalOf(figure: LargeSeedFigure): { okPerSecond?: number; p95Ms?: number } {
  if (figure.endpoint === CHECK_ENDPOINT)
    return figure.database === 'PGlite' ? { okPerSecond: 50 } : { okPerSecond: 200, p95Ms: 100 };
  if (figure.endpoint.startsWith('GET /api/event/public/')) return { p95Ms: 100 };
  if (figure.endpoint.startsWith(SERVICE_LIST_PREFIX)) return { p95Ms: SERVICE_LIST_GOAL_MS };
  if (figure.endpoint.startsWith(PRESENCE_LIST_PREFIX)) return { p95Ms: PRESENCE_LIST_GOAL_MS };
  if (figure.endpoint.startsWith(PRESENCE_PDF_PREFIX)) return { p95Ms: PRESENCE_PDF_GOAL_MS };
  const officeRun = officeRunGoal(figure.endpoint);
  if (officeRun !== undefined) return { p95Ms: officeRun };
  return {};
}

/** "≥ 200/s, p95 < 100 ms ✓" — what the figure is held to and whether it made it. */
function goalCell(figure: LargeSeedFigure): string {
  const goal = goalOf(figure);
  const parts: string[] = [];
  let met = true;
  if (goal.okPerSecond !== undefined) {
    parts.push(`≥ ${goal.okPerSecond}/s`);
    met &&= figure.okPerSecond >= goal.okPerSecond;
  }
  if (goal.p95Ms !== undefined) {
    parts.push(`p95 < ${goal.p95Ms} ms`);
    met &&= figure.p95Ms < goal.p95Ms;
  }
  if (figure.non2xx > 0) met = false;
  // No answer within the run (one connection, each request longer than the run) is no p95.
  if (figure.requests - figure.non2xx === 0) met = false;
  return parts.length === 0 ? '' : `${parts.join(', ')} ${met ? '✓' : '✗'}`;
}

const ms = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} ms`);

/** Prints the seeding times, how the bodies answered and PGlite beside PostgreSQL per endpoint. */
export function printLargeSeed(
  { seeds, figures, bodies }: LargeSeedFigures,
  printTable: (title: string, rows: string[][]) => void,
) {
  printTable('Large seed (10,000 participants, 100,000 bookings): seeding once per database', [
    ['database', 'seeding', 'check bodies answering 200'],
    ...seeds.map((seed, i) => {
      const answer = bodies[i]!;
      const refused = Object.entries(answer.refused).map(([key, n]) => `${n}× ${key}`);
      return [
        seed.database,
        seed.seeded ? `${seed.seconds} s` : `already seeded (${seed.seconds} s to open)`,
        `${answer.ok} of ${answer.total}${refused.length > 0 ? ` (refused: ${refused.join(', ')})` : ''}`,
      ];
    }),
  ]);
  const databases = [...new Set(figures.map((figure) => figure.database))];
  const endpoints = [...new Set(figures.map((figure) => figure.endpoint))];
  printTable(
    'Large seed: booking check and public listings (autocannon, 10 connections, 10 s; 2xx answers only)',
    [
      [
        'endpoint',
        ...databases.flatMap((db) => [`${db} ok/s`, 'p95', 'p99', 'non-2xx', 'CPU/req', 'goal']),
      ],
      ...endpoints.map((endpoint) => [
        endpoint,
        ...databases.flatMap((database) => {
          const figure = figures.find((f) => f.database === database && f.endpoint === endpoint);
          if (!figure) return ['', '', '', '', '', ''];
          const cpu =
            figure.databaseCpuMs === null
              ? ms(figure.serverCpuMs)
              : `${ms(figure.serverCpuMs)} + ${ms(figure.databaseCpuMs)}`;
          return [
            String(figure.okPerSecond),
            `${figure.p95Ms} ms`,
            `${figure.p99Ms} ms`,
            String(figure.non2xx),
            cpu,
            goalCell(figure),
          ];
        }),
      ]),
    ],
  );
  console.log(
    "  CPU/req: the API server process's CPU time per answer (PGlite's work is inside it); on\n" +
      "  PostgreSQL + its backends' own. On a machine shared with other work the rates follow the\n" +
      '  load; CPU per answer much less so. The check measures only bodies that answer 200.',
  );
}

// `npx tsx tests/bench/large-seed.ts` prints the figures alone (after `npm run build`);
// BENCH_PORT picks the port (4344 by default).
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureLargeSeed({
    port: Number(process.env.BENCH_PORT ?? 4344),
    serverUrl: process.env.DATABASE_URL,
  });
  printLargeSeed(figures, printTable);
}

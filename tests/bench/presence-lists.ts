/**
 * The presence list rows of `npm run bench` (issue 18.3/18.4) on the large seed: the register of
 * a service slot with about 60 children (p95 at 10 connections, goal < 100 ms) and its PDF of 8
 * dates (goal < 1 s, one connection). large-seed.ts runs them beside the office lists.
 */
import type { PresenceTable } from '../../shared/model/presence';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';
import type { LoadOptions } from './load';

/** p95 goals of issue 18. */
export const PRESENCE_LIST_GOAL_MS = 100;
export const PRESENCE_PDF_GOAL_MS = 1000;
/** The rows' names start with these: large-seed.ts holds them to the goals. */
export const PRESENCE_LIST_PREFIX = 'presence list: ';
export const PRESENCE_PDF_PREFIX = 'presence PDF: ';
/** How many children the measured register should have (issue 18: "a service with 60 children"). */
const CHILDREN = 60;

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The register to measure: among the slots of the 40 services nearest to 60 participants (the
 * large seed's club of 60, server/db/seed/large-register.ts, first), on today's or the next
 * service day, the one whose size is nearest to 60.
 */
async function findRegister(url: string, headers: Record<string, string>) {
  const services = (
    await getJson<{ items: { id: number; participants: number }[] }>(
      `${url}/api/event/?orderBy=participants&asc=false&pageSize=200`,
      headers,
    )
  ).items;
  // The services nearest to 60 participants first; a slot's register holds those taking it.
  const distance = (count: number) => Math.abs(count - CHILDREN);
  const candidates = [...services].sort(
    (a, b) => distance(a.participants) - distance(b.participants),
  );
  // Any day will do: a day the slot does not run shows its next service day.
  const today = todayIn(DEFAULT_SCHOOL_TIME_ZONE);
  let best: { recurrenceId: number; date: string; size: number } | null = null;
  for (const service of candidates.slice(0, 40)) {
    const record = await getJson<{
      startDate: string | null;
      recurrences: { id: number | null }[];
    }>(`${url}/api/event/${service.id}/record`, headers);
    for (const { id } of record.recurrences) {
      if (id === null) continue;
      // Today's register (or the next service day's); in a long break, the service's first.
      for (const day of [today, record.startDate]) {
        if (day === null) continue;
        const table = await getJson<PresenceTable>(
          `${url}/api/booking/populate-presence-table/${day}/${id}`,
          headers,
        );
        const size = table.presences.length;
        if (size === 0) continue;
        // A register of a few children (a service not running near today) measures nothing.
        if (size >= CHILDREN / 2 && (!best || distance(size) < distance(best.size)))
          best = { recurrenceId: id, date: table.date, size };
        break;
      }
    }
    if (best && distance(best.size) <= CHILDREN * 0.1) break;
  }
  if (!best) throw new Error('presence-lists: no service slots on this database');
  return best;
}

/** Measures the register and its PDF through `load` (large-seed.ts's, with the server's CPU). */
export async function measurePresenceLists(
  url: string,
  headers: Record<string, string>,
  load: (options: LoadOptions) => Promise<unknown>,
): Promise<void> {
  const { recurrenceId, date, size } = await findRegister(url, headers);
  await load({
    name: `${PRESENCE_LIST_PREFIX}GET /api/booking/populate-presence-table (${size} children)`,
    url: `${url}/api/booking/populate-presence-table/${date}/${recurrenceId}`,
    headers,
  });
  await load({
    name: `${PRESENCE_PDF_PREFIX}GET /api/presence/documents/export 8 dates (${size} children, 1 connection)`,
    url: `${url}/api/presence/documents/export?date=${date}&recurrenceId=${recurrenceId}&numberOfDays=8`,
    headers,
    connections: 1,
  });
}

// Alone, on a large seed of your own (seeded when empty, kept; after `npm run build`):
//   BENCH_LARGE_DATA_DIR=/tmp/kb-large npx tsx tests/bench/presence-lists.ts
//   BENCH_LARGE_DATABASE_URL=postgres://postgres@127.0.0.1:54329/kb_x npx tsx tests/bench/presence-lists.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { openDatabase } = await import('../../server/db/database');
  const { migrateDatabase } = await import('../../server/db/migrate');
  const { DEMO_PASSWORD } = await import('../../server/db/seed/accounts');
  const { seedLarge } = await import('../../server/db/seed/large');
  const { measureLoad } = await import('./load');
  const { printTable } = await import('./print-table');
  const { startServer } = await import('./server-process');
  const databaseUrl = process.env.BENCH_LARGE_DATABASE_URL;
  const dataDir = process.env.BENCH_LARGE_DATA_DIR;
  if (!databaseUrl && !dataDir)
    throw new Error('set BENCH_LARGE_DATA_DIR or BENCH_LARGE_DATABASE_URL');
  const opened = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await migrateDatabase(opened.db);
  await seedLarge(opened.db);
  await opened.close();
  const secrets = mkdtempSync(join(tmpdir(), 'kitebook-presence-'));
  const server = await startServer(
    databaseUrl ? { DATA_DIR: secrets, DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! },
    Number(process.env.BENCH_PORT ?? 4363),
  );
  const rows = [['database', 'endpoint', 'ok/s', 'p95', 'p99', 'non-2xx', 'server CPU/req']];
  const { cpuMs } = await import('./process-cpu');
  const pid = server.process.pid!;
  try {
    const signIn = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin@kitebook.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    await measurePresenceLists(
      server.url,
      { Authorization: `Bearer ${token}` },
      async (options) => {
        const before = cpuMs(pid);
        const r = await measureLoad(options);
        const perRequest = ((cpuMs(pid) - before) / Math.max(1, r.requests)).toFixed(1);
        rows.push([
          databaseUrl ? 'PostgreSQL' : 'PGlite',
          r.name,
          String(r.okPerSecond),
          `${r.p95Ms} ms`,
          `${r.p99Ms} ms`,
          String(r.non2xx),
          `${perRequest} ms`,
        ]);
      },
    );
  } finally {
    await server.stop();
    rmSync(secrets, { recursive: true, force: true });
  }
  printTable('Large seed: presence lists (autocannon, 10 s)', rows);
}

/**
 * The office lists on the large seed (issues 16 and 17): the `/event` list (page 1 by the
 * default order, and filtered by area and school year, as the business-area screen links to
 * it), the participants tab (page 1 and page 50, 20 a page) of the service with the most
 * participants, the customer and the participant list (each found by a child's name, page 1 and
 * the last page); p95 at 10 connections against the goal of 100 ms.
 *
 * `large-seed.ts` runs these loads on its seeded databases beside its own rows (`measure`) and
 * prints them with their goal. Alone, on a database of your own (seeded when empty, kept
 * afterwards; after `npm run build`), with the public listings too; BENCH_ROWS=customer,public
 * keeps the rows whose name holds one of the words:
 *
 *   BENCH_LARGE_DATA_DIR=/tmp/kb-large npx tsx tests/bench/service-lists.ts
 *   BENCH_LARGE_DATABASE_URL=postgres://postgres@127.0.0.1:54329/kb_x npx tsx tests/bench/service-lists.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database';
import { migrateDatabase } from '../../server/db/migrate';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { seedLarge } from '../../server/db/seed/large';
import { bookingListPaths } from './booking-lists';
import { measureLoad, type LoadOptions, type LoadResult } from './load';
import { measureOfficeRuns, officeRunGoal } from './office-runs';
import { printTable } from './print-table';
import { cpuMs } from './process-cpu';
import { startServer } from './server-process';

/** p95 goal of issue 16 for these lists, at 10 connections. */
export const SERVICE_LIST_GOAL_MS = 100;
/** The rows' names start with this: large-seed.ts holds them to {@link SERVICE_LIST_GOAL_MS}. */
export const SERVICE_LIST_PREFIX = 'office list: ';

interface Page<T> {
  items: T[];
  total?: number;
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The public listings large-seed.ts measures beside the office lists (issue 15.4). */
export const PUBLIC_LISTINGS = ['ECA', 'HOLIDAY_CAMP', 'SCHOOL_BUS', 'PARENT_ACTIVITIES'] as const;

/**
 * The office lists as the screens ask for them, by row name → path. The busiest service is the
 * first of the list sorted by participants (the bookings holding a place); the current school
 * year is the one the business-area screen counts in. The customer and participant lists (issue
 * 17): found by a child's name (the first child on the customer list's first page), their first
 * page and their last.
 */
async function officeListPaths(
  url: string,
  headers: Record<string, string>,
): Promise<(readonly [string, string])[]> {
  const [busiest] = (
    await getJson<Page<{ id: number; name: string; participants: number }>>(
      `${url}/api/event/?orderBy=participants&asc=false&pageSize=1`,
      headers,
    )
  ).items;
  const { schoolYear } = await getJson<{ schoolYear: { id: number } | null }>(
    `${url}/api/business-area`,
    headers,
  );
  if (!busiest || !schoolYear) throw new Error('service-lists: no services on this database');
  const customers = await getJson<Page<{ children: string[] }> & { pageSize: number }>(
    `${url}/api/customer/`,
    headers,
  );
  const child = customers.items.flatMap((row) => row.children)[0];
  if (!child || !customers.total) throw new Error('service-lists: no customers with children');
  const lastPage = Math.ceil(customers.total / customers.pageSize);
  const children = await getJson<Page<unknown> & { pageSize: number }>(
    `${url}/api/participant/`,
    headers,
  );
  const lastChildPage = Math.ceil((children.total ?? 0) / children.pageSize);
  const year = `schoolYear=${schoolYear.id}`;
  return [
    ['GET /api/event/ (page 1, by name)', '/api/event/'],
    ['GET /api/event/?businessArea=ECA&schoolYear', `/api/event/?businessArea=ECA&${year}`],
    [
      `GET /api/participant/by-event/{id} page 1 (${busiest.participants} places taken)`,
      `/api/participant/by-event/${busiest.id}?page=1`,
    ],
    [
      `GET /api/participant/by-event/{id} page 50`,
      `/api/participant/by-event/${busiest.id}?page=50`,
    ],
    [
      `GET /api/customer/?search={a child's name}`,
      `/api/customer/?search=${encodeURIComponent(child)}`,
    ],
    ['GET /api/customer/ page 1 (by family name)', '/api/customer/'],
    [`GET /api/customer/ last page (${lastPage})`, `/api/customer/?page=${lastPage}`],
    [
      `GET /api/participant/?search={a child's name}`,
      `/api/participant/?search=${encodeURIComponent(child)}`,
    ],
    ['GET /api/participant/ page 1 (by family name)', '/api/participant/'],
    [
      `GET /api/participant/ last page (${lastChildPage})`,
      `/api/participant/?page=${lastChildPage}`,
    ],
  ];
}

/**
 * Runs the office lists' loads through `load` (large-seed.ts's, which adds the server's CPU per
 * answer); `only` keeps the rows whose name contains one of its words (BENCH_ROWS).
 */
export async function measureServiceLists(
  url: string,
  headers: Record<string, string>,
  load: (options: LoadOptions) => Promise<unknown>,
  only: readonly string[] = [],
): Promise<void> {
  const paths = [
    ...(await officeListPaths(url, headers)),
    ...(await bookingListPaths(url, headers)),
  ];
  for (const [name, path] of paths) {
    if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
    // One request first: a 4xx would measure refusals (non-2xx shows it, but fail loudly).
    await getJson(`${url}${path}`, headers);
    await load({ name: `${SERVICE_LIST_PREFIX}${name}`, url: `${url}${path}`, headers });
  }
}

/** "p95 < 100 ms ✓": the row's goal (the office lists' or office-runs.ts's) and whether it holds. */
function goalCell(r: LoadResult): string {
  const goal = r.name.startsWith(SERVICE_LIST_PREFIX)
    ? SERVICE_LIST_GOAL_MS
    : officeRunGoal(r.name);
  if (goal === undefined) return '';
  const met = r.p95Ms < goal && r.non2xx === 0 && r.requests > 0;
  return `p95 < ${goal} ms ${met ? '✓' : '✗'}`;
}

async function bearer(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin@kitebook.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

// Alone: seeds (when empty) and measures the database named by the environment; BENCH_ROWS
// (words, comma-separated) keeps the rows whose name holds one of them, e.g. BENCH_ROWS=customer.
if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.BENCH_LARGE_DATABASE_URL;
  const dataDir = process.env.BENCH_LARGE_DATA_DIR;
  if (!databaseUrl && !dataDir)
    throw new Error('set BENCH_LARGE_DATA_DIR or BENCH_LARGE_DATABASE_URL');
  const only = (process.env.BENCH_ROWS ?? '').split(',').filter(Boolean);
  const opened = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const started = performance.now();
  await migrateDatabase(opened.db);
  const seeded = await seedLarge(opened.db);
  await opened.close();
  console.log(
    `large seed ${seeded ? 'seeded' : 'present'} (${Math.round(performance.now() - started)} ms)`,
  );
  // The server keeps its generated JWT secret in DATA_DIR.
  const secrets = mkdtempSync(join(tmpdir(), 'kitebook-lists-'));
  const server = await startServer(
    databaseUrl ? { DATA_DIR: secrets, DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! },
    Number(process.env.BENCH_PORT ?? 4344),
  );
  const rows: string[][] = [
    ['database', 'endpoint', 'ok/s', 'p95', 'p99', 'non-2xx', 'server CPU/req', 'goal'],
  ];
  const pid = server.process.pid!;
  try {
    const headers = await bearer(server.url);
    const load = async (options: LoadOptions) => {
      const before = cpuMs(pid);
      const r: LoadResult = await measureLoad(options);
      const perRequest = ((cpuMs(pid) - before) / Math.max(1, r.requests)).toFixed(1);
      rows.push([
        databaseUrl ? 'PostgreSQL' : 'PGlite',
        r.name,
        String(r.okPerSecond),
        `${r.p95Ms} ms`,
        `${r.p99Ms} ms`,
        String(r.non2xx),
        `${perRequest} ms`,
        goalCell(r),
      ]);
    };
    const wanted = (name: string) => only.length === 0 || only.some((word) => name.includes(word));
    // The floor on this machine now: a small list behind the same sign-in.
    if (process.env.BENCH_FLOOR)
      await load({
        name: 'floor: GET /api/location/list?pageSize=25',
        url: `${server.url}/api/location/list?pageSize=25`,
        headers,
      });
    for (const area of PUBLIC_LISTINGS) {
      const name = `GET /api/event/public/${area}`;
      if (wanted(name)) await load({ name, url: `${server.url}/api/event/public/${area}` });
    }
    await measureServiceLists(server.url, headers, load, only);
    // The dashboard, inconsistencies, transport list, invoice run and SEPA rows (office-runs.ts).
    await measureOfficeRuns(server.url, headers, load, wanted);
  } finally {
    await server.stop();
    rmSync(secrets, { recursive: true, force: true });
    // Also when a row failed: the rows before it took minutes (issuing 5,600 invoices).
    printTable('Large seed: lists (autocannon, 10 connections unless named, 10 s)', rows);
  }
}

/**
 * The goals of issues 21, 22 and 23 on the large seed: the dashboard's counts (`GET
 * /api/count/all`, p95 < 200 ms) and the school year's inconsistency overview (< 500 ms) at 10
 * connections; the weekly transport list of one grade (< 300 ms) as the office asks for it, one
 * at a time (issue 22 names no load; at 10 connections too, without a goal); the month's invoice run of the
 * largest product (one request, < 10 s) and its SEPA pain.008 file for all families, and the
 * parents' association's file of all member families (1 connection, < 2 s each).
 *
 * large-seed.ts runs them after its other rows (the invoice rows last: they write, and issuing
 * leaves one pre-notification per family in the outbox, worked off at 10 a second in the same
 * process while the SEPA rows run). Alone, on a large seed of your own, with the other rows of
 * service-lists.ts or without them (after `npm run build`):
 *
 *   BENCH_ROWS=dashboard,inconsistencies,transport,invoice,SEPA BENCH_LARGE_DATA_DIR=/tmp/kb-large npx tsx tests/bench/service-lists.ts
 *
 * The run writes drafts into the database: on a kept database the month is run once, later
 * benches find it done (the row says so, without a goal), and measure the SEPA file of it.
 */
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { DEMO_CONFIGURATION } from '../../server/db/seed/reference';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';
import type { LoadOptions } from './load';

/** The rows' names start with these; large-seed.ts holds each to its p95 goal in ms. */
export const OFFICE_RUN_GOALS = [
  ['dashboard: ', 200],
  ['inconsistencies: ', 500],
  ['transport list: ', 300],
  ['invoice run: ', 10_000],
  ['SEPA file: ', 2_000],
] as const;

/** The p95 goal (ms) of a row of this file by its name; undefined for another row. */
export const officeRunGoal = (name: string): number | undefined =>
  OFFICE_RUN_GOALS.find(([prefix]) => name.startsWith(prefix))?.[1];

/** The grade of the weekly list (the lists README's figures are of P3 too). */
const GRADE = 'P3';
/** The product of the invoice run: the one most families book (ECA on the large seed). */
const PRODUCT = 'eca';
/** Drafts per `PUT /api/invoice/issue` (its schema's maximum). */
const ISSUE_CHUNK = 2000;

async function call<T>(
  url: string,
  headers: Record<string, string>,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...headers, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** ISO year and week of a `yyyy-MM-dd` date. */
export function isoWeekOf(date: string): { year: number; week: number } {
  const day = new Date(`${date}T00:00:00Z`);
  // The Thursday of the date's week decides its ISO year.
  day.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const year = day.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() + 3 - ((firstThursday.getUTCDay() + 6) % 7));
  return { year, week: 1 + Math.round((day.getTime() - firstThursday.getTime()) / 604_800_000) };
}

/**
 * The SEPA creditor and the membership fee the files need: a large database seeded before they
 * were part of the demo configuration has them blank (the fee 0); the demo's values are set through the
 * API (SYS_ADMIN), as a school's administrator would.
 */
async function completeCreditor(url: string) {
  const { token } = await call<{ token: string }>(
    `${url}/api/auth/signin`,
    {},
    {
      method: 'POST',
      body: { login: 'sysadmin@kitebook.test', password: DEMO_PASSWORD },
    },
  );
  const headers = { Authorization: `Bearer ${token}` };
  const parameters = await call<{ key: string; value: string; version: number }[]>(
    `${url}/api/configuration`,
    headers,
  );
  const keys = [
    'sepaCreditorName',
    'sepaCreditorIban',
    'sepaCreditorBic',
    'sepaCreditorId',
    'membershipFeeCents',
    'membershipFeeText',
  ] as const;
  // A fee of 0 is none: the association's file refuses it (409 directDebit.noMembershipFee).
  const blank = parameters.filter(
    ({ key, value }) =>
      (keys as readonly string[]).includes(key) &&
      (!value || (key === 'membershipFeeCents' && !(Number(value) > 0))),
  );
  if (blank.length === 0) return;
  await call(`${url}/api/configuration`, headers, {
    method: 'PUT',
    body: blank.map(({ key, version }) => ({
      key,
      value: DEMO_CONFIGURATION[key as (typeof keys)[number]],
      version,
    })),
  });
}

interface InvoiceRow {
  documentId: number;
  type: string;
}

/**
 * Measures the rows through `load` (large-seed.ts's or service-lists.ts's, which add the
 * server's CPU per answer); `wanted` picks rows by name (BENCH_ROWS).
 */
export async function measureOfficeRuns(
  url: string,
  headers: Record<string, string>,
  load: (options: LoadOptions) => Promise<unknown>,
  wanted: (name: string) => boolean = () => true,
): Promise<void> {
  const today = todayIn(DEFAULT_SCHOOL_TIME_ZONE);
  const { schoolYear } = await call<{ schoolYear: { id: number } | null }>(
    `${url}/api/count/all`,
    headers,
  );
  if (!schoolYear) throw new Error('office-runs: no current school year on this database');
  const gets: [name: string, path: string, connections?: number][] = [
    ['dashboard: GET /api/count/all', '/api/count/all'],
    [
      'inconsistencies: GET /api/inconsistency/school-year/{id}',
      `/api/inconsistency/school-year/${schoolYear.id}`,
    ],
  ];
  const { year, week } = isoWeekOf(today);
  const weekly = `/api/lists/weekly-transport-list/?year=${year}&week=${week}&grade=${GRADE}`;
  if (wanted('transport list: ')) {
    const list = await call<{ children: unknown[] }>(`${url}${weekly}`, headers);
    const row = `GET /api/lists/weekly-transport-list/?year&week&grade=${GRADE} (${list.children.length} children)`;
    gets.push([`transport list: ${row}, 1 conn.`, weekly, 1]);
    gets.push([`transport list at 10 connections: ${row}`, weekly]);
  }
  for (const [name, path, connections] of gets) {
    if (!wanted(name)) continue;
    await call(`${url}${path}`, headers);
    await load({ name, url: `${url}${path}`, headers, connections });
  }

  // The month's run: the school's current month (never a future one).
  const month = Number(today.slice(5, 7));
  const invoiceYear = Number(today.slice(0, 4));
  const listPath = `/api/invoice/list?year=${invoiceYear}&month=${month}&product=${PRODUCT}`;
  if (wanted('invoice run: ') || wanted('SEPA file: ')) {
    const before = await call<InvoiceRow[]>(`${url}${listPath}`, headers);
    const run = {
      url: `${url}/api/invoice/run`,
      method: 'PUT' as const,
      body: { year: invoiceYear, month, product: PRODUCT },
      headers,
      once: true,
    };
    // Run once for the month: again, it would keep every draft and measure nothing.
    if (before.length === 0)
      await load({ ...run, name: `invoice run: PUT /api/invoice/run (${PRODUCT}, one month)` });
    else
      await load({
        ...run,
        name: `invoice run already made on this database (${before.length} kept): PUT /api/invoice/run`,
      });
  }
  if (!wanted('SEPA file: ')) return;
  await completeCreditor(url);
  const drafts = (await call<InvoiceRow[]>(`${url}${listPath}`, headers))
    .filter((row) => row.type === 'INVOICE_DRAFT')
    .map((row) => row.documentId);
  // Issuing is the SEPA file's setup (a PDF and a pre-notification per invoice), timed apart.
  for (let at = 0; at < drafts.length; at += ISSUE_CHUNK)
    await load({
      name: `setup: PUT /api/invoice/issue (${Math.min(ISSUE_CHUNK, drafts.length - at)} drafts)`,
      url: `${url}/api/invoice/issue`,
      method: 'PUT',
      body: { documentIds: drafts.slice(at, at + ISSUE_CHUNK) },
      headers,
      once: true,
    });
  const debit = `/api/invoice/direct-debit-${PRODUCT}-xml/${invoiceYear}/${month}`;
  const report = await call<{ count: number; leftOut: unknown[] }>(
    `${url}/api/invoice/direct-debit-${PRODUCT}-report/${invoiceYear}/${month}`,
    headers,
  );
  await load({
    name: `SEPA file: GET /api/invoice/direct-debit-${PRODUCT}-xml/{year}/{month} (${report.count} collections, ${report.leftOut.length} families left out, 1 connection)`,
    url: `${url}${debit}`,
    headers,
    connections: 1,
  });
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString();
  const paymentDate = tomorrow.slice(0, 10);
  const members = await call<{ count: number }>(
    `${url}/api/invoice/direct-debit-parents-association-report?paymentDate=${paymentDate}`,
    headers,
  );
  await load({
    name: `SEPA file: GET /api/invoice/direct-debit-parents-association-xml?paymentDate (${members.count} member families, 1 connection)`,
    url: `${url}/api/invoice/direct-debit-parents-association-xml?paymentDate=${paymentDate}`,
    headers,
    connections: 1,
  });
}

import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { GenericSchema } from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, type Role } from '../../shared/model/enums';
import type { ErrorBody } from '../../shared/model/errors';
import { userRoles, users } from '../../server/db/schema';
import type { InputDeclaration } from '../../server/http/validate';
import { apiRoutes, fillPath, pathParameters, type ApiRoute } from './support/api-routes';
import { changedTables, databaseFingerprint } from './support/db-fingerprint';
import { hostileBodyText, hostileString, toJsonText } from './support/hostile-values';
import { arbitraryOf, textArbitraryOf } from './support/schema-arbitrary';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The property-based fuzz suite of issue 13: every write route and every route with path or
 * query parameters is called with inputs generated from its own schema (as its validators
 * declare it) mixed with hostile values, as each identity its guard lets in. Properties: no
 * answer of 5xx; a refused answer (4xx) leaves the database as it was; every message of an
 * error answer is a catalog key; Object.prototype stays clean.
 * FUZZ_SEED and FUZZ_RUNS (per route) go deeper than the default run of `npm test`.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1313);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Who calls: a visitor, a parent, an admin and a system administrator of the demo data. */
const IDENTITIES = [
  null,
  'parent@kitebook.test',
  'admin@kitebook.test',
  'sysadmin@kitebook.test',
] as const;
type Identity = (typeof IDENTITIES)[number];

/** Tables a refused sign-in writes on purpose: the failed attempts that the limit counts. */
const ATTEMPT_TABLES = new Set(['failed_sign_ins']);

const CATALOG_KEYS = new Set(
  [
    ...readFileSync(
      new URL('../../shared/i18n/locales/en/messages.po', import.meta.url),
      'utf8',
    ).matchAll(/^msgid "(.+)"$/gm),
  ].map((match) => match[1]!),
);

let t: TestApp;
let rolesByLogin: Map<string, Role[]>;
const headersByLogin = new Map<string, Record<string, string>>();

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .select({ login: users.login, role: userRoles.role })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id));
  rolesByLogin = new Map();
  for (const row of rows)
    rolesByLogin.set(row.login, [...(rolesByLogin.get(row.login) ?? []), row.role as Role]);
  for (const login of IDENTITIES) if (login) headersByLogin.set(login, await t.authAs(login));
});
afterAll(() => t.close());

const admits = (route: ApiRoute, identity: Identity) =>
  identity === null
    ? route.roles!.includes(ANONYMOUS)
    : route.roles!.includes(ANONYMOUS) ||
      (rolesByLogin.get(identity) ?? []).some((role) => route.roles!.includes(role));

/** The routes the suite calls: every write, and every read that takes parameters. */
const fuzzedRoutes = (app: TestApp['app']) =>
  apiRoutes(app).filter(
    (route) => route.method !== 'GET' || route.inputs.length > 0 || route.path.includes(':'),
  );

/** A request as generated, before it is sent. */
interface Call {
  identity: Identity;
  path: string;
  query: string;
  body:
    | { kind: 'json'; text: string }
    | { kind: 'form'; person: string; image: Uint8Array | null }
    | null;
}

const inputOf = (route: ApiRoute, target: InputDeclaration['target']) =>
  route.inputs.find((input) => input.target === target);

const schemaOf = (input: InputDeclaration, today: string): GenericSchema =>
  typeof input.schema === 'function' ? input.schema({ today }) : input.schema;

const entriesOf = (schema: GenericSchema) =>
  ((schema as { entries?: Record<string, GenericSchema> }).entries ?? {}) as Record<
    string,
    GenericSchema
  >;

/** Digits for a `[0-9]+` parameter: the router only matches those, the schema does the rest. */
const digits = fc.oneof(
  fc.constantFrom('0', '1', '00001', '2147483647', '2147483648', '4294967296', '9'.repeat(30)),
  fc.integer({ min: 1, max: 3000 }).map(String),
  fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
);

function paramsArbitrary(route: ApiRoute, today: string): fc.Arbitrary<Record<string, string>> {
  const declared = inputOf(route, 'param');
  const entries = declared ? entriesOf(schemaOf(declared, today)) : {};
  const parameters = pathParameters(route.path);
  return fc.record(
    Object.fromEntries(
      parameters.map(({ name, pattern }) => [
        name,
        pattern === '[0-9]+'
          ? digits
          : entries[name]
            ? textArbitraryOf(entries[name], name)
            : hostileString,
      ]),
    ),
  );
}

function queryArbitrary(route: ApiRoute, today: string): fc.Arbitrary<string> {
  const declared = inputOf(route, 'query');
  if (!declared) return fc.constant('');
  const entries = entriesOf(schemaOf(declared, today));
  const values = fc.record(
    Object.fromEntries(
      Object.entries(entries).map(([name, schema]) => [
        name,
        fc.option(textArbitraryOf(schema, name), { nil: undefined, freq: 5 }),
      ]),
    ),
  );
  const extra = fc.option(
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'x'), hostileString),
    {
      nil: undefined,
    },
  );
  return fc.tuple(values, extra).map(([record, more]) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(record))
      if (value !== undefined) query.append(name, value as string);
    if (more) query.append(...more);
    const text = query.toString();
    return text ? `?${text}` : '';
  });
}

function bodyArbitrary(route: ApiRoute, today: string): fc.Arbitrary<Call['body']> {
  const form = inputOf(route, 'form');
  if (form)
    return fc.record({
      kind: fc.constant('form' as const),
      person: fc.oneof(
        { arbitrary: arbitraryOf(schemaOf(form, today)).map(toJsonText), weight: 6 },
        { arbitrary: hostileBodyText, weight: 1 },
      ),
      image: fc.option(fc.uint8Array({ maxLength: 64 }), { nil: null }),
    });
  const json = inputOf(route, 'json');
  if (route.method === 'GET') return fc.constant(null);
  const text = json
    ? fc.oneof(
        { arbitrary: arbitraryOf(schemaOf(json, today)).map(toJsonText), weight: 6 },
        { arbitrary: hostileBodyText, weight: 1 },
      )
    : hostileBodyText;
  return text.map((body) => ({ kind: 'json' as const, text: body }));
}

function callArbitrary(route: ApiRoute, identities: Identity[]): fc.Arbitrary<Call> {
  const today = t.clock.now.toISOString().slice(0, 10);
  return fc
    .record({
      identity: fc.constantFrom(...identities),
      path: paramsArbitrary(route, today).map((values) => fillPath(route.path, values)),
      query: queryArbitrary(route, today),
      body: bodyArbitrary(route, today),
    })
    .map((call) =>
      // A counterexample is reported by this short form, not with a megabyte of body.
      Object.assign(call, { [fc.toStringMethod]: () => describeCall(route, call) }),
    );
}

async function send(route: ApiRoute, call: Call): Promise<Response> {
  const headers: Record<string, string> = call.identity
    ? { ...headersByLogin.get(call.identity)! }
    : {};
  let body: BodyInit | undefined;
  if (call.body?.kind === 'json') {
    body = call.body.text;
    headers['Content-Type'] = 'application/json';
  } else if (call.body?.kind === 'form') {
    const form = new FormData();
    form.set('person', call.body.person);
    if (call.body.image)
      form.set('imageFile', new Blob([call.body.image as Uint8Array<ArrayBuffer>]), 'x.png');
    body = form;
  }
  return t.app.request(`${call.path}${call.query}`, { method: route.method, headers, body });
}

/** The database's transaction counter; it moves by one per call unless something wrote. */
async function marker(): Promise<bigint> {
  const result = await t.database.db.execute(sql`select txid_current()::text as x`);
  return BigInt((result as unknown as { rows: { x: string }[] }).rows[0]!.x);
}

/** The fingerprint of the database, recomputed only when the counter says someone wrote. */
const known = { print: {} as Record<string, string>, at: -1n };

async function currentPrint() {
  await t.mailer.settled();
  const now = await marker();
  if (now !== known.at + 1n) {
    known.print = await databaseFingerprint(t.database.db);
    known.at = await marker();
    return;
  }
  known.at = now;
}

function describeCall(route: ApiRoute, call: Call) {
  const text = `${route.method} ${call.path}${call.query} as ${call.identity ?? 'visitor'} with ${
    call.body?.kind === 'json'
      ? call.body.text.slice(0, 300)
      : call.body?.kind === 'form'
        ? `form person=${call.body.person.slice(0, 300)}`
        : 'no body'
  }`;
  return text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text;
}

async function check(route: ApiRoute, call: Call) {
  await currentPrint();
  const before = known.print;
  const response = await send(route, call);
  const text = await response.text();
  const label = describeCall(route, call);
  expect(response.status, `${label}\n→ ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(({} as Record<string, unknown>).polluted, label).toBeUndefined();
  if (response.status < 400) return;

  const error = JSON.parse(text) as ErrorBody;
  const messages = [error.message, ...(error.issues ?? []).map((issue) => issue.message)];
  expect(
    messages.filter((message) => !CATALOG_KEYS.has(message)),
    `${label}\n→ ${text.slice(0, 300)}`,
  ).toEqual([]);

  await t.mailer.settled();
  const after = await marker();
  if (after === known.at + 1n) {
    known.at = after;
    return;
  }
  known.print = await databaseFingerprint(t.database.db);
  known.at = await marker();
  const exempt = response.status === 401 || response.status === 429 ? ATTEMPT_TABLES : new Set();
  const changed = changedTables(before, known.print).filter((name) => !exempt.has(name));
  expect(changed, `${label}\n→ ${response.status} ${text.slice(0, 200)}`).toEqual([]);
}

describe('the fuzz suite: every write route and route parameter, from its own schema', () => {
  it('finds the routes and the schemas their validators declare', async () => {
    const routes = fuzzedRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    // Every write route declares what it reads (a JSON body or a form's JSON field).
    const undeclared = routes.filter(
      (route) =>
        route.method !== 'GET' &&
        !route.inputs.some((input) => input.target === 'json' || input.target === 'form'),
    );
    expect(undeclared.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('answers no 5xx and changes nothing when it refuses', { timeout: 600_000 }, async () => {
    const started = performance.now();
    let calls = 0;
    for (const route of fuzzedRoutes(t.app)) {
      const identities = IDENTITIES.filter((identity) => admits(route, identity));
      if (identities.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(callArbitrary(route, [...identities]), async (call) => {
          calls++;
          await check(route, call);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: !process.env.FUZZ_SHRINK },
      );
    }
    console.info(
      `fuzz: ${calls} calls in ${Math.round(performance.now() - started)} ms (seed ${SEED}, ${RUNS} runs per route)`,
    );
  });
});

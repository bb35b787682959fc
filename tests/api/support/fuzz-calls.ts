import fc from 'fast-check';
import type { GenericSchema } from 'valibot';
import type { InputDeclaration } from '../../../server/http/validate';
import { fillPath, pathParameters, type ApiRoute } from './api-routes';
import { hostileBodyText, hostileString, toJsonText } from './hostile-values';
import { arbitraryOf, textArbitraryOf } from './schema-arbitrary';
import type { TestApp } from './test-app';

/** A request as generated, before it is sent. */
export interface Call<I extends string | null = string | null> {
  identity: I;
  path: string;
  query: string;
  body:
    | { kind: 'json'; text: string }
    | { kind: 'form'; field: string; json: string; image: Uint8Array | null }
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
      field: fc.constant(form.field ?? 'person'),
      json: fc.oneof(
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

/**
 * Requests to `route` as one of `identities`: path parameters, query and body generated from the
 * schemas its validators declare (`today` builds the per-request ones), hostile values among them.
 */
export function callArbitrary<I extends string | null>(
  route: ApiRoute,
  identities: I[],
  today: string,
): fc.Arbitrary<Call<I>> {
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

/**
 * The picture fields of the multipart routes (a person's, an instructor's: `imageFile`; a
 * service's: `eventImage`). The contracts declare only the JSON field, so a generated picture
 * goes under each name; a route reads its own and ignores the other.
 */
const IMAGE_FIELDS = ['imageFile', 'eventImage'];

/** Sends `call` to the app in-process with `headers` (the identity's bearer token). */
export async function sendCall(
  app: TestApp['app'],
  route: ApiRoute,
  call: Call,
  identityHeaders: Record<string, string>,
): Promise<Response> {
  const headers = { ...identityHeaders };
  let body: BodyInit | undefined;
  if (call.body?.kind === 'json') {
    body = call.body.text;
    headers['Content-Type'] = 'application/json';
  } else if (call.body?.kind === 'form') {
    const form = new FormData();
    form.set(call.body.field, call.body.json);
    if (call.body.image)
      for (const name of IMAGE_FIELDS)
        form.set(name, new Blob([call.body.image as Uint8Array<ArrayBuffer>]), 'x.png');
    body = form;
  }
  return app.request(`${call.path}${call.query}`, { method: route.method, headers, body });
}

/** The call in one line, its body cut short, for failure messages and counterexamples. */
export function describeCall(route: ApiRoute, call: Call) {
  const text = `${route.method} ${call.path}${call.query} as ${call.identity ?? 'visitor'} with ${
    call.body?.kind === 'json'
      ? call.body.text.slice(0, 300)
      : call.body?.kind === 'form'
        ? `form ${call.body.field}=${call.body.json.slice(0, 300)}${call.body.image ? ` + ${call.body.image.length} picture bytes` : ''}`
        : 'no body'
  }`;
  return text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text;
}

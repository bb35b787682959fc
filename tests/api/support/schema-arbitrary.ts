import fc from 'fast-check';
import type { GenericSchema } from 'valibot';
import { hostileString, hostileValue } from './hostile-values';

/** The parts of a valibot schema or action this walk reads. */
interface SchemaNode {
  kind?: string;
  type: string;
  pipe?: SchemaNode[];
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  key?: SchemaNode;
  value?: SchemaNode;
  options?: unknown[];
  literal?: unknown;
  requirement?: unknown;
}

/** What the actions of a pipe say about the values that pass. */
interface Hints {
  min?: number;
  max?: number;
  integer?: boolean;
  minLength?: number;
  maxLength?: number;
  regex?: RegExp;
}

function hintsOf(node: SchemaNode, hints: Hints = {}): Hints {
  for (const action of node.pipe?.slice(1) ?? []) {
    if (action.kind === 'schema') hintsOf(action, hints);
    const requirement = action.requirement;
    if (action.type === 'min_value')
      hints.min = Math.max(hints.min ?? -Infinity, Number(requirement));
    if (action.type === 'max_value')
      hints.max = Math.min(hints.max ?? Infinity, Number(requirement));
    if (action.type === 'integer') hints.integer = true;
    if (action.type === 'min_length') hints.minLength = Number(requirement);
    if (action.type === 'max_length') hints.maxLength = Number(requirement);
    if (action.type === 'regex') hints.regex = requirement as RegExp;
  }
  const root = node.pipe?.[0];
  if (root && root !== node && root.pipe) hintsOf(root, hints);
  return hints;
}

const isoDay = (from: number, to: number) =>
  fc
    .integer({ min: from, max: to })
    .map((days) => new Date(Date.UTC(2000, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));

/** Values a real form would send for a field of this name, so requests also get past the rules. */
const PLAUSIBLE: [RegExp, fc.Arbitrary<string>][] = [
  [
    /email|login/i,
    fc.oneof(
      fc.constantFrom('parent@kitebook.test', 'admin@kitebook.test', 'member@kitebook.test'),
      fc.emailAddress(),
    ),
  ],
  [/password/i, fc.constantFrom('correct horse battery', 'kitebook123', 'short')],
  [/birthday/i, fc.oneof(isoDay(2_000, 9_000), fc.constantFrom('0000-01-01', '1899-12-31'))],
  [
    /date/i,
    fc.oneof(isoDay(9_000, 10_500), fc.constantFrom('2027-02-30', '0000-01-01', '9999-12-31')),
  ],
  [/iban/i, fc.constantFrom('DE89370400440532013000', 'DE89 3704 0044 0532 0130 00', 'XX1')],
  [/bic/i, fc.constantFrom('COBADEFFXXX', 'DEUTDEFF', 'nope')],
  [/country/i, fc.constantFrom('DE', 'FR', 'de', '')],
  [/zip/i, fc.constantFrom('60323', '1010')],
  [/token/i, fc.string({ unit: 'grapheme-ascii', minLength: 10, maxLength: 64 })],
  [/url|value/i, fc.constantFrom('https://example.org/x', '+491701234567', '0', 'OUTSOURCED')],
  [/name|street|city|title|notes/i, fc.constantFrom('Anna', 'Müller-Lüdenscheidt', 'Ørsted', '李')],
];

/** Characters PostgreSQL cannot store as given, put into an otherwise good value. */
const POISONS = ['\u0000', '\uD800', '\uDFFF'];

const poisoned = (value: fc.Arbitrary<string>) =>
  fc.tuple(value, fc.constantFrom(...POISONS), fc.nat()).map(([text, poison, at]) => {
    const index = text.length === 0 ? 0 : at % (text.length + 1);
    return `${text.slice(0, index)}${poison}${text.slice(index)}`;
  });

function stringArbitrary(key: string, hints: Hints): fc.Arbitrary<string> {
  const free = fc.string({ maxLength: hints.maxLength ?? 30 });
  const good = hints.regex
    ? fc.stringMatching(hints.regex)
    : (PLAUSIBLE.find(([pattern]) => pattern.test(key))?.[1] ?? free);
  return fc.oneof(
    { arbitrary: good, weight: 4 },
    { arbitrary: free, weight: 1 },
    { arbitrary: poisoned(good), weight: 1 },
    { arbitrary: hostileString, weight: 1 },
  );
}

/** Numbers just past what an int4 column or an integer rule takes. */
const EDGE_NUMBERS = [2_147_483_647, 2_147_483_648, -2_147_483_649, 1.5, 0.5, 1e308, -1, 0];

function numberArbitrary(key: string, hints: Hints): fc.Arbitrary<number> {
  return fc.oneof(
    { arbitrary: plainNumber(key, hints), weight: 4 },
    { arbitrary: fc.constantFrom(...EDGE_NUMBERS), weight: 1 },
  );
}

function plainNumber(key: string, hints: Hints): fc.Arbitrary<number> {
  // Ids of the demo data are small; a few thousand covers every table.
  const min = Math.max(hints.min ?? -1000, -1_000_000);
  const max = Math.min(hints.max ?? 5000, /id$/i.test(key) ? 3000 : 5000);
  if (hints.integer || /id$|version/i.test(key))
    return fc.integer({ min, max: Math.max(min, max) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true });
}

/** Values of the schema's shape, each part now and then swapped for a hostile value. */
function shaped(node: SchemaNode, key: string): fc.Arbitrary<unknown> {
  const root = node.pipe?.[0] && node.pipe[0] !== node ? node.pipe[0] : node;
  if (root !== node && root.pipe) return shaped(root, key);
  const hints = hintsOf(node);
  switch (root.type) {
    case 'string':
      return stringArbitrary(key, hints);
    case 'number':
      return numberArbitrary(key, hints);
    case 'boolean':
      return fc.boolean();
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(root.options ?? []));
    case 'literal':
      return fc.constant(root.literal);
    case 'optional':
    case 'nullish':
    case 'nullable':
    case 'undefinedable': {
      const inner = arbitraryOf(root.wrapped!, key);
      const absent =
        root.type === 'nullable' ? fc.constant(null) : fc.constantFrom(undefined, null);
      return fc.oneof({ arbitrary: inner, weight: 4 }, { arbitrary: absent, weight: 1 });
    }
    case 'array':
      return fc.array(arbitraryOf(root.item!, key), {
        minLength: hints.minLength ?? 0,
        maxLength: Math.max(hints.minLength ?? 0, 4),
      });
    case 'record':
      return fc.dictionary(
        fc.oneof(stringArbitrary('name', {}), hostileString),
        arbitraryOf(root.value!, key),
        { maxKeys: 3 },
      );
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = Object.fromEntries(
        Object.entries(root.entries ?? {}).map(([name, entry]) => [name, arbitraryOf(entry, name)]),
      );
      return fc.record(entries);
    }
    case 'union':
    case 'variant':
      return fc.oneof(...(root.options as SchemaNode[]).map((option) => arbitraryOf(option, key)));
    case 'intersect':
      return fc
        .tuple(...(root.options as SchemaNode[]).map((option) => shaped(option, key)))
        .map((parts) =>
          Object.assign({}, ...parts.map((part) => (part && typeof part === 'object' ? part : {}))),
        );
    default:
      return hostileValue;
  }
}

/**
 * Values for a valibot schema, for the fuzz suite: mostly of the schema's own shape (with
 * plausible field values, so some requests pass the rules and reach the database), and at
 * every level now and then a hostile value instead.
 */
export function arbitraryOf(schema: GenericSchema | SchemaNode, key = ''): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: shaped(schema as SchemaNode, key), weight: 6 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** String values for one query or path parameter of the schema, hostile ones among them. */
export function textArbitraryOf(
  schema: GenericSchema | SchemaNode,
  key: string,
): fc.Arbitrary<string> {
  const shape = shaped(schema as SchemaNode, key).map((value) =>
    typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value),
  );
  return fc.oneof({ arbitrary: shape, weight: 4 }, { arbitrary: hostileString, weight: 2 });
}

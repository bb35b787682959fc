import fc from 'fast-check';
import { rolesWith } from '../../../shared/access/capabilities';
import type { EndpointDefinition } from '../../../shared/contracts/endpoint';
import type { RoleOrAnonymous } from '../../../shared/model/enums';
import { declaredEndpoint, widgetAllowed } from '../../../server/http/guard';
import { declaredInput, type InputDeclaration } from '../../../server/http/validate';
import type { TestApp } from './test-app';

/** One endpoint of the API with what its handlers declare. */
export interface ApiRoute {
  method: string;
  /** As registered, with `:name{pattern}` parameters. */
  path: string;
  /**
   * The roles its guard lets in: those holding its contract's capability (`rolesWith(can)`), or
   * for a route still declared by `allow()` the roles it lists; undefined when it declares none.
   */
  roles: readonly RoleOrAnonymous[] | undefined;
  /** The endpoint contract it was mounted from (`route(contract, …)`), if it was. */
  endpoint: EndpointDefinition | undefined;
  /** Whether a widget's session may use it (`allowWidget`). */
  widget: boolean;
  /** The inputs its validators check, in handler order. */
  inputs: InputDeclaration[];
}

/** Every API endpoint of the app (catch-all and middleware entries left out). */
export function apiRoutes(app: TestApp['app']): ApiRoute[] {
  const byKey = new Map<string, ApiRoute>();
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.path.endsWith('*') || route.method === 'ALL')
      continue;
    const key = `${route.method} ${route.path}`;
    const entry = byKey.get(key) ?? {
      method: route.method,
      path: route.path,
      roles: undefined,
      endpoint: undefined,
      widget: false,
      inputs: [],
    };
    if (!entry.roles) {
      entry.endpoint = declaredEndpoint(route.handler);
      entry.roles = entry.endpoint ? rolesWith(entry.endpoint.can) : undefined;
      entry.widget = widgetAllowed(route.handler);
    }
    const input = declaredInput(route.handler);
    if (input) entry.inputs.push(input);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/** The names of a route path's parameters with their patterns: `:id{[0-9]+}` → id, [0-9]+. */
export function pathParameters(path: string): { name: string; pattern: string | null }[] {
  return [...path.matchAll(/:(\w+)(?:\{([^}]+)\})?/g)].map((match) => ({
    name: match[1]!,
    pattern: match[2] ?? null,
  }));
}

/**
 * Percent-encodes a path segment. A lone surrogate, which `encodeURIComponent` refuses, goes out
 * as its three WTF-8 bytes (%ED%A0%80 for U+D800): bytes that are no UTF-8, as an attacker sends.
 */
function encodeSegment(value: string): string {
  let encoded = '';
  for (const character of value) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

/** The path with each parameter replaced by its value (URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)(?:\{[^}]+\})?/g, (_, name: string) =>
    encodeSegment(values[name] ?? '1'),
  );
}

/**
 * The path with `1` for each parameter, or a value its pattern matches when `1` does not
 * (`:product{direct-debit-[a-z0-9-]+-xml}`), so the router reaches the route's guard.
 */
export function concretePath(path: string): string {
  const valueOf = (pattern: string | null) => {
    if (pattern === null || new RegExp(`^(?:${pattern})$`).test('1')) return '1';
    const matching = fc.stringMatching(new RegExp(`^(?:${pattern})$`));
    return fc.sample(matching, { numRuns: 1, seed: 1 })[0]!;
  };
  return fillPath(
    path,
    Object.fromEntries(pathParameters(path).map(({ name, pattern }) => [name, valueOf(pattern)])),
  );
}

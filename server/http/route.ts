import type { Context, Hono, MiddlewareHandler } from 'hono';
import type {
  AnswerOf,
  EndpointDefinition,
  OutputOf,
  SchemaSource,
} from '../../shared/contracts/endpoint';
import type { AppEnv } from './env';
import { guardOfEndpoint } from './guard';
import { formJsonField, jsonBody, paramsOf, queryOf } from './validate';

type Part<K extends string, S> = S extends SchemaSource ? { [key in K]: OutputOf<S> } : unknown;

/** What a handler receives: each part the contract has a schema for, checked. */
export type RouteInput<E extends EndpointDefinition> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']> &
  (E['form'] extends { field: string; schema: infer S }
    ? { form: Record<string, unknown> & { json: OutputOf<S> } }
    : unknown);

/** A handler of an endpoint: answers its contract's type as JSON, or a Response of its own. */
export type RouteHandler<E extends EndpointDefinition> = (
  c: Context<AppEnv>,
  input: RouteInput<E>,
) => Promise<AnswerOf<E> | Response> | AnswerOf<E> | Response;

/** One endpoint ready to mount: its contract and its middleware chain. */
export interface MountedRoute {
  endpoint: EndpointDefinition;
  handlers: MiddlewareHandler<AppEnv>[];
}

/** Options of {@link route}. */
export interface RouteOptions {
  /** Middleware between the guard and the validators (a route's own body limit). */
  before?: MiddlewareHandler<AppEnv>[];
}

/**
 * Builds an endpoint from its contract (`shared/contracts/*`): the guard from its capability, the
 * validators from its schemas (400 with field issues before the handler runs), and the answer as
 * JSON. Mount a feature's routes with {@link mountRoutes}.
 * @example
 * export const stopRoutes = [
 *   route(stopContracts.remove, async (c, { params }) => deleteStop(c.var.deps.db, params.id)),
 * ];
 */
export function route<E extends EndpointDefinition>(
  endpoint: E,
  handler: RouteHandler<E>,
  { before = [] }: RouteOptions = {},
): MountedRoute {
  const validators: MiddlewareHandler<AppEnv>[] = [];
  if (endpoint.params) validators.push(paramsOf(endpoint.params));
  if (endpoint.query) validators.push(queryOf(endpoint.query));
  if (endpoint.body) validators.push(jsonBody(endpoint.body));
  if (endpoint.form) validators.push(formJsonField(endpoint.form.field, endpoint.form.schema));

  const answer: MiddlewareHandler<AppEnv> = async (c) => {
    // The targets are known only from the contract at run time, not to Hono's types.
    const valid = (target: string) =>
      (c.req.valid as (target: string) => unknown).call(c.req, target);
    const input: Record<string, unknown> = {};
    if (endpoint.params) input.params = valid('param');
    if (endpoint.query) input.query = valid('query');
    if (endpoint.body) input.body = valid('json');
    if (endpoint.form) {
      const form = valid('form') as Record<string, unknown>;
      input.form = { ...form, json: form[endpoint.form.field] };
    }
    const result = await handler(c, input as RouteInput<E>);
    if (result instanceof Response) return result;
    // A handler with nothing to say (a delete) answers 204 rather than a JSON `null`.
    return result === undefined ? c.body(null, 204) : c.json(result as object);
  };
  return { endpoint, handlers: [guardOfEndpoint(endpoint), ...before, ...validators, answer] };
}

/** Registers routes on the app at their contracts' full paths. */
export function mountRoutes(app: Hono<AppEnv>, routes: readonly MountedRoute[]): void {
  for (const { endpoint, handlers } of routes) {
    app.on(endpoint.method, endpoint.path, ...(handlers as [MiddlewareHandler<AppEnv>]));
  }
}

import type { ApiClient, ApiRequestOptions } from './client';
import {
  fillPath,
  type AnswerOf,
  type EndpointDefinition,
  type InputOf,
  type SchemaSource,
} from '../contracts/endpoint';

type Part<K extends string, S> = S extends SchemaSource ? { [key in K]: InputOf<S> } : unknown;

/** Path parameters go out as text: a record's id may be given as the number it is. */
type Params<S> = S extends SchemaSource
  ? { params: { [key in keyof InputOf<S>]: string | number } }
  : unknown;

/** What {@link call} sends: a key for each part the contract has a schema for. */
export type CallInput<E extends EndpointDefinition> = Params<E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']> &
  (E['form'] extends object ? { body: FormData } : unknown);

/** Per-call options besides the input: abort, calls outside the session, another token. */
export type CallOptions = Pick<ApiRequestOptions, 'signal' | 'anonymous' | 'token'>;

/**
 * Calls an endpoint by its contract (`shared/api/contracts/*`): the path filled from `params`,
 * `query` and `body` sent as declared, the answer typed.
 * @example const stops = await call(client, stopContracts.list, {});
 * @example await call(client, stopContracts.remove, { params: { id: 12 } });
 */
export function call<E extends EndpointDefinition>(
  client: ApiClient,
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<AnswerOf<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: ApiRequestOptions['query'];
    body?: object;
  };
  const path = fillPath(endpoint.path, params) + (endpoint.trailingSlash ? '/' : '');
  return client.request<AnswerOf<E>>(path, {
    ...options,
    method: endpoint.method,
    query,
    body,
    responseType: endpoint.answerType,
  });
}

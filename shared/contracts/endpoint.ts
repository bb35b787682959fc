import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import type { Capability } from '../access/capabilities';
import type { BusinessArea } from '../model/enums';

/** What a schema built per request may depend on: the school's date of today, `yyyy-MM-dd`. */
export interface SchemaContext {
  today: string;
}

/** A schema, or how to build it per request (a birthday may not lie after today). */
export type SchemaSource<S extends GenericSchema = GenericSchema> =
  S | ((context: SchemaContext) => S);

/** The schema a source builds. */
export type SchemaOf<T> = T extends (context: SchemaContext) => infer S ? S : T;
/** What a caller sends for a schema source (before trimming and defaults). */
export type InputOf<T> = SchemaOf<T> extends GenericSchema ? InferInput<SchemaOf<T>> : never;
/** What a handler receives for a schema source (checked, trimmed, with defaults). */
export type OutputOf<T> = SchemaOf<T> extends GenericSchema ? InferOutput<SchemaOf<T>> : never;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The JSON in one field of a multipart body that also carries files (a person and a picture). */
export interface FormJson<S extends SchemaSource = SchemaSource> {
  field: string;
  schema: S;
}

/** Everything about one endpoint but its answer type; see {@link endpoint}. */
export interface EndpointDefinition {
  method: HttpMethod;
  /** From `/api/`, without a trailing slash; parameters as `:id` or `:id{[0-9]+}`. */
  path: string;
  /**
   * The spec writes the path with a trailing slash (`PUT /api/person/`): the client sends it so.
   * The server, not strict, answers it with or without.
   */
  trailingSlash?: boolean;
  /** Who may call it: the guard lets in the roles holding the capability. */
  can: Capability;
  /** Whether a widget's session may call it too (booking on a partner's page). */
  widget?: boolean;
  /**
   * A provider's API key (a machine call, no session) may read it when the provider serves this
   * business area; only on GET. Every route without it refuses a key (server/services/api-key).
   */
  apiKey?: BusinessArea;
  /**
   * Callers without this capability act only on their own family's records: the handler checks
   * it, and the route × role test tries another family's record for such a caller.
   */
  ownRecords?: Capability;
  params?: SchemaSource;
  query?: SchemaSource;
  body?: SchemaSource;
  form?: FormJson;
  /** How the answer is read; JSON unless said. */
  answerType?: 'json' | 'text' | 'blob';
}

/** An endpoint contract: the definition plus its answer type (a type only, never a value). */
export type Endpoint<A = unknown, D extends EndpointDefinition = EndpointDefinition> = D & {
  readonly __answer?: A;
};

/** The answer type of an endpoint contract. */
export type AnswerOf<E> = E extends { readonly __answer?: infer A } ? A : never;

/**
 * Writes one endpoint's contract: path, method, permission, request schemas and answer type, read
 * by the server's route (`server/http/route.ts`) and the client's {@link call}.
 * @example
 * export const saveStop = endpoint<Stop>()({
 *   method: 'POST', path: '/api/stop', can: 'stop.manage', body: stopInputSchema,
 * });
 */
export function endpoint<A>() {
  return <const D extends EndpointDefinition>(definition: D): Endpoint<A, D> => definition;
}

/** Fills the `:name` parameters of an endpoint's path, each value percent-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)(?:\{[^}]+\})?/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

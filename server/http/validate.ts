import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { GenericSchema, InferOutput } from 'valibot';
import { getDotPath, safeParse } from 'valibot';
import { ERROR_KEYS, type FieldIssue } from '../../shared/model/errors';
import { issueMessage } from '../../shared/model/errors';
import type { SchemaContext, SchemaSource } from '../../shared/contracts/endpoint';
import { idTextSchema } from '../../shared/model/storable';
import { invalidInput } from '../errors';
import type { AppEnv } from './env';
import { schoolToday } from './school-day';

/** Parses input with a schema of shared/model; invalid input throws the 400 with field issues. */
export function parseInput<S extends GenericSchema>(schema: S, value: unknown): InferOutput<S> {
  // A rule without its own message answers the generic key rather than valibot's English text.
  const result = safeParse(schema, value, {
    abortPipeEarly: true,
    message: ERROR_KEYS.invalidInput,
  });
  if (result.success) return result.output;
  const issues: FieldIssue[] = result.issues.map((issue) => ({
    path: getDotPath(issue) ?? '',
    message: issueMessage(issue),
  }));
  throw invalidInput(issues);
}

export type { SchemaContext, SchemaSource } from '../../shared/contracts/endpoint';

/** Where a validated input comes from; `form` is the JSON in one field of a multipart form. */
export type InputTarget = 'json' | 'query' | 'param' | 'form';

/** The schema a validator checks, as the fuzz suite and route listings read it. */
export interface InputDeclaration {
  target: InputTarget;
  schema: SchemaSource;
  /** With `form`: the field that holds the JSON. */
  field?: string;
}

const declarations = new WeakMap<MiddlewareHandler, InputDeclaration>();

/** The input a handler validates, or undefined when it is no validator of this module. */
export function declaredInput(handler: unknown): InputDeclaration | undefined {
  return declarations.get(handler as MiddlewareHandler);
}

const isFactory = <S extends GenericSchema>(
  source: SchemaSource<S>,
): source is (context: SchemaContext) => S => typeof source === 'function';

/** The schema of `source` for this request. */
export function schemaFor<S extends GenericSchema>(source: SchemaSource<S>, c: Context<AppEnv>): S {
  if (!isFactory(source)) return source;
  return source({ today: schoolToday(c) });
}

function declared<H>(handler: H, declaration: InputDeclaration): H {
  declarations.set(handler as unknown as MiddlewareHandler, declaration);
  return handler;
}

/** Validates the JSON body; read it in the handler with `c.req.valid('json')`. */
export const jsonBody = <S extends GenericSchema>(schema: SchemaSource<S>) =>
  declared(
    validator('json', (value, c: Context<AppEnv>) => parseInput(schemaFor(schema, c), value)),
    { target: 'json', schema },
  );

/** Validates the query string; read it in the handler with `c.req.valid('query')`. */
export const queryOf = <S extends GenericSchema>(schema: SchemaSource<S>) =>
  declared(
    validator('query', (value, c: Context<AppEnv>) => parseInput(schemaFor(schema, c), value)),
    { target: 'query', schema },
  );

/** Validates path parameters; read them with `c.req.valid('param')`. */
export const paramsOf = <S extends GenericSchema>(schema: SchemaSource<S>) =>
  declared(
    validator('param', (value, c: Context<AppEnv>) => parseInput(schemaFor(schema, c), value)),
    { target: 'param', schema },
  );

/**
 * Validates the JSON in `field` of a multipart form that also carries files; read it with
 * `c.req.valid('form')`: the checked JSON under `field`, the other fields as sent.
 */
export const formJsonField = <F extends string, S extends GenericSchema>(
  field: F,
  schema: SchemaSource<S>,
) =>
  declared(
    validator('form', async (form: Record<string, unknown>, c: Context<AppEnv>) => {
      const raw = form[field];
      let json: unknown;
      try {
        json = JSON.parse(
          typeof raw === 'string' ? raw : raw instanceof Blob ? await raw.text() : '',
        );
      } catch {
        throw invalidInput([{ path: field, message: ERROR_KEYS.malformedJson }]);
      }
      return { ...form, [field]: parseInput(schemaFor(schema, c), json) } as Record<
        string,
        unknown
      > &
        Record<F, InferOutput<S>>;
    }),
    { target: 'form', schema, field },
  );

/** A record id as a path or query string: digits of a whole number from 1 to 2,147,483,647. */
export const idText = idTextSchema;

/** The `:id` path parameter of a record. */
export const idParam = v.object({ id: idText });

import * as v from 'valibot';
import type { GenericSchema, InferOutput } from 'valibot';
import { getDotPath, safeParse } from 'valibot';
import { validator } from 'hono/validator';
import { invalidInput } from '../errors';
import type { FieldIssue } from '../../shared/model/errors';

/** Parses input with a schema of shared/model; invalid input throws the 400 with field issues. */
export function parseInput<S extends GenericSchema>(schema: S, value: unknown): InferOutput<S> {
  const result = safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return result.output;
  const issues: FieldIssue[] = result.issues.map((issue) => ({
    path: getDotPath(issue) ?? '',
    message: issue.message,
  }));
  throw invalidInput(issues);
}

/** Validates the JSON body; read it in the handler with `c.req.valid('json')`. */
export const jsonBody = <S extends GenericSchema>(schema: S) =>
  validator('json', (value) => parseInput(schema, value));

/** Validates the query string; read it in the handler with `c.req.valid('query')`. */
export const queryOf = <S extends GenericSchema>(schema: S) =>
  validator('query', (value) => parseInput(schema, value));

/** Validates path parameters; read them with `c.req.valid('param')`. */
export const paramsOf = <S extends GenericSchema>(schema: S) =>
  validator('param', (value) => parseInput(schema, value));

/** A record id as a path or query string: a positive whole number. */
export const idText = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1));

/** The `:id` path parameter of a record. */
export const idParam = v.object({ id: idText });

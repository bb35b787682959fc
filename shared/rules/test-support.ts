import * as v from 'valibot';

/** The message of the first issue `schema` reports for `input`, or null when it passes. */
export function firstMessage(schema: v.GenericSchema, input: unknown): string | null {
  return v.safeParse(schema, input).issues?.[0]?.message ?? null;
}

/** Every issue as `path: message`, the path dotted (root issues have the path ''). */
export function issuesOf(schema: v.GenericSchema, input: unknown): string[] {
  const issues = v.safeParse(schema, input).issues ?? [];
  return issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

/**
 * What the log may keep of a thrown error. A failed database query's message holds its
 * parameters (drizzle: "Failed query: … params: eva@example.org,…") and PostgreSQL's own message
 * often quotes the offending value, so for those only the query text, the SQLSTATE code and where
 * it failed are kept. Other errors come from the code and keep their message.
 */
export function errorDetails(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error };
  const query = (error as { query?: unknown }).query;
  const database = databaseErrorOf(error);
  const stack = framesOf(error);
  if (typeof query === 'string' || database) {
    return {
      error: error.name,
      ...(typeof query === 'string' && { query }),
      ...(database && {
        code: database.code,
        constraint: database.constraint,
        table: database.table,
        column: database.column,
        routine: database.routine,
      }),
      stack,
    };
  }
  return { error: `${error.name}: ${error.message}`, stack };
}

interface DatabaseErrorFields {
  code: string;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

/** SQLSTATE codes are five digits or capitals (`23505`, `22P02`, `57P01`). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The error itself or its cause when it is PostgreSQL's (pg and PGlite alike). */
function databaseErrorOf(error: Error): DatabaseErrorFields | null {
  for (const candidate of [error, error.cause]) {
    const code = (candidate as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return candidate as DatabaseErrorFields;
  }
  return null;
}

/** The stack's frames without its first lines, which repeat the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

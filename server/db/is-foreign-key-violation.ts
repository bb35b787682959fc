/** Whether a database error is a foreign-key violation (SQLSTATE 23503), wrapped or not. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

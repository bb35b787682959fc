/**
 * An array bound as one parameter, in PostgreSQL's literal form (`{1,2}`, `{"a","b \"c\""}`),
 * for `= any(${arrayLiteral(ids)}::int[])`. drizzle spreads a JS array into a parameter each,
 * and on PGlite each cost about 0.1 ms to bind (issue 22 bench: 4,700 mandates, 811 children bound
 * seven times); one parameter also keeps the statement's text, and its prepared plan, the same
 * whatever the number of values. Both drivers take the literal alike.
 */
export const arrayLiteral = (values: readonly (number | string)[]): string =>
  `{${values
    .map((value) =>
      typeof value === 'number' ? String(value) : `"${value.replace(/[\\"]/g, '\\$&')}"`,
    )
    .join(',')}}`;

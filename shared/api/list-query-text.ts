/**
 * A parsed list query (numbers, booleans) as the query string its endpoint's schema reads back:
 * each value as text, empty ones left out. Typed as the schema's input, which it is.
 * @example call(client, listStops, { query: toQueryText(query) })
 */
export function toQueryText<I>(query: object): I {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') text[key] = String(value);
  }
  return text as I;
}

/**
 * The top-level keys whose values differ between `before` and `after`, compared by their JSON
 * (form values are plain data: strings, numbers, booleans, arrays and objects of them).
 */
export function changedFields<V extends object>(before: V, after: V): Extract<keyof V, string>[] {
  if (before === after) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) =>
      JSON.stringify((before as Record<string, unknown>)[key]) !==
      JSON.stringify((after as Record<string, unknown>)[key]),
  ) as Extract<keyof V, string>[];
}

import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root. */
export const ROOT = join(import.meta.dirname, '../..');

/** Where ids are used: the apps, the shared code and the server (which answers with keys). */
export const SOURCE_DIRS = ['admin', 'shared', 'widgets', 'server'];

/** Every source file that may name an id (no tests, no compiled or generated catalogs). */
export function sourceFiles(dirs = SOURCE_DIRS): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
      .filter((file) => !/\.test\.tsx?$|\/locales\/|message-ids\.ts$/.test(file)),
  );
}

export const readSource = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/**
 * The catalog ids written out as string literals (any quotes) in `source`, in the catalogs'
 * order. One pass over the source for every quoted run of id characters (letters, digits,
 * `_ . ! -`, all an id holds) rather than a search per id: ids × files searches took the
 * catalogs test past its 5 s on a busy machine.
 */
export function literalIds(source: string, ids: ReadonlySet<string>): string[] {
  const quoted = new Set<string>();
  // The closing quote is only looked at, so it may open the next literal ('a'b' holds 'b').
  for (const match of source.matchAll(/(["'`])([\w.!-]+)(?=\1)/g)) quoted.add(match[2]!);
  return [...ids].filter((id) => quoted.has(id));
}

/**
 * The id templates in `source`: template literals whose leading text starts some catalog id,
 * normalised with `{}` for each `${…}` (`` `booking.check.${key}` `` → `booking.check.{}`).
 * Paths such as `` `addressSet.${index}` `` start no id and are left out.
 */
export function idTemplates(source: string, ids: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/`([^`$]*)\$\{[^`]*?`/g)) {
    const lead = match[1]!;
    if (!lead.includes('.') || ![...ids].some((id) => id.startsWith(lead))) continue;
    found.add(match[0].slice(1, -1).replace(/\$\{[^}]*\}/g, '{}'));
  }
  return [...found];
}

/** The ids a template stands for, given the values of its `{}` (one list for every `{}`). */
export function expandTemplate(template: string, values: readonly string[]): string[] {
  return values.map((value) => template.replaceAll('{}', value));
}

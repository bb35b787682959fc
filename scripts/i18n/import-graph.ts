import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT, readSource } from './find-ids';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** A relative import of `from` as a repository path; packages and non-TS files give null. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(ROOT, dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  const found = candidates.find((path) => /\.tsx?$/.test(path) && isFile(path));
  return found ? relative(ROOT, found) : null;
}

/**
 * The modules `file` imports: `static` at load (type-only imports left out, as the bundler
 * drops them) and `lazy` by `import()`. The compiled catalogs are left out: they are what the
 * catalog checks are about, not code that uses ids. `source` is the file's text unless a build
 * plugin changes it first (the widgets' contracts, scripts/i18n/bundle-check.ts).
 */
export function importsOf(
  file: string,
  source = readSource(file),
): { static: string[]; lazy: string[] } {
  const resolve = (specifier: string) => resolveImport(file, specifier);
  const keep = (path: string | null): path is string =>
    path !== null && !path.includes('/locales/');
  const staticImports = [
    ...source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s*)?'([^']+)'/gms),
  ]
    .filter((match) => !match[1])
    .map((match) => resolve(match[2]!));
  const lazyImports = [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) =>
    resolve(match[1]!),
  );
  return { static: staticImports.filter(keep), lazy: lazyImports.filter(keep) };
}

/** Every module `entries` reach, statically or through `import()` (repository paths). */
export function reachableFiles(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { static: now, lazy } = importsOf(file);
    [...now, ...lazy].forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

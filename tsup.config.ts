import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import type { Options } from 'tsup';
import { DEFAULT_LOCALE, LOCALES } from './shared/model/enums';

/** Bundles the API server; packages stay external and load from node_modules at run time. */
const server: Options = {
  entry: { main: 'server/main.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  clean: true,
  dts: false,
  splitting: false,
};

/** Widget name → hashed entry chunk, written by the widget build (vite.widgets.config.ts). */
const WIDGETS_MANIFEST = 'dist/widgets/manifest.json';

/**
 * The one entry version of the widget build (vite.widgets.config.ts names every entry
 * `<name>-<version>.js`), compiled into the loader; every entry must carry it.
 */
function widgetVersion(): string {
  if (!existsSync(WIDGETS_MANIFEST)) {
    throw new Error(
      `${WIDGETS_MANIFEST} is missing: run "vite build -c vite.widgets.config.ts" first`,
    );
  }
  const files = JSON.parse(readFileSync(WIDGETS_MANIFEST, 'utf8')) as Record<string, string>;
  const names = Object.keys(files).sort();
  const version = (files[names[0]!] ?? '').slice(names[0]!.length + 1, -'.js'.length);
  for (const name of names) {
    if (files[name] !== `${name}-${version}.js`) throw new Error(`unexpected ${files[name]}`);
  }
  return version;
}

/**
 * The script-tag loader (widgets/loader): a minified classic script beside the widget chunks,
 * `dist/widgets/v1/kitebook.js`. The entries' version is compiled in, so the loader is the only
 * widget file that needs a short cache lifetime.
 */
const loader = (): Options => ({
  entry: { kitebook: 'widgets/loader/kitebook.ts' },
  outDir: 'dist/widgets/v1',
  format: ['iife'],
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  clean: false,
  dts: false,
  define: {
    WIDGET_VERSION: JSON.stringify(widgetVersion()),
    LATER_LOCALES: JSON.stringify(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)),
  },
  outExtension: () => ({ js: '.js' }),
});

export default defineConfig(() => [server, loader()]);

import { mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/** Where the floor lands, inside the served widget folder so the same server sends it. */
const FLOOR_DIR = 'floor';

/**
 * The floor widget: a Preact component with hooks in a shadow root that fires `kitebook:ready`
 * after its first render, and nothing else (no styles, catalogs, configuration or data).
 */
const FLOOR_SOURCE = `
import { h, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';

function Floor({ onReady }) {
  const [count] = useState(1);
  useEffect(onReady, []);
  return h('p', null, 'Floor ', count);
}

export default function mount(element) {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const ready = () =>
    element.dispatchEvent(
      new CustomEvent('kitebook:ready', { bubbles: true, composed: true, detail: { name: 'floor' } }),
    );
  render(h(Floor, { onReady: ready }), shadow);
  return { update() {}, unmount: () => render(null, shadow) };
}
`;

/** The version the product's loader carries (every entry is `<name>-<version>.js`). */
function loaderVersion(widgetsDir: string): string {
  const entries = JSON.parse(readFileSync(join(widgetsDir, 'manifest.json'), 'utf8')) as Record<
    string,
    string
  >;
  const [name, file] = Object.entries(entries)[0]!;
  return file.slice(name.length + 1, -'.js'.length);
}

/** The demo page whose ECA widget the bench times (demo-host/index.html) and the files it links. */
const DEMO_DIR = 'demo-host';
const DEMO_FILES = ['site.css', 'hostile.css', 'widget-events.js'];

/**
 * Builds the bare-Preact floor page the widget start time is compared with (issue 15 point 2):
 * a copy of the product's loader in `<widgetsDir>/v1/floor/`, beside `floor-<version>.js` (the
 * component with Preact, one file as a widget's first paint is), and
 * `index.html` embedding `<kitebook-widget name="floor">` with that loader from `loaderOrigin`, and
 * `host.html`, the demo page (demo-host/index.html) with the floor in place of the ECA widget.
 * Returns the pages' paths and a function that removes it all again.
 */
export async function buildFloorPage(
  loaderOrigin: string,
  widgetsDir = 'dist/widgets',
): Promise<{ path: string; hostPath: string; remove: () => void }> {
  const version = loaderVersion(widgetsDir);
  const outDir = resolve(widgetsDir, 'v1', FLOOR_DIR);
  // Beside v1/, not inside the output: Vite refuses to build into a parent of its root.
  const sourceDir = resolve(widgetsDir, 'floor-source');
  mkdirSync(sourceDir, { recursive: true });
  writeFileSync(join(sourceDir, 'floor.js'), FLOOR_SOURCE);
  await build({
    configFile: false,
    logLevel: 'warn',
    root: sourceDir,
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: { floor: join(sourceDir, 'floor.js') },
        preserveEntrySignatures: 'exports-only',
        output: {
          format: 'es',
          entryFileNames: `[name]-${version}.js`,
        },
      },
    },
  });
  rmSync(sourceDir, { recursive: true, force: true });
  copyFileSync(join(widgetsDir, 'v1/kitebook.js'), join(outDir, 'kitebook.js'));
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Floor: bare Preact by the Kitebook loader</title>
    <script src="${loaderOrigin}/widgets/v1/${FLOOR_DIR}/kitebook.js" async></script>
  </head>
  <body>
    <kitebook-widget name="floor"></kitebook-widget>
  </body>
</html>
`,
  );
  // The same floor on a copy of the demo page the widget is timed on: its parsing, styles and
  // layout fall inside loader → ready for the widget, so this floor has them too.
  const demo = readFileSync(join(DEMO_DIR, 'index.html'), 'utf8');
  const onHost = demo
    .replace(
      '__PORTAL_ORIGIN__/widgets/v1/kitebook.js',
      `${loaderOrigin}/widgets/v1/${FLOOR_DIR}/kitebook.js`,
    )
    .replace('<kitebook-widget name="eca">', '<kitebook-widget name="floor">');
  if (onHost === demo || !onHost.includes('name="floor"'))
    throw new Error(
      `${DEMO_DIR}/index.html no longer embeds the loader and the ECA widget as expected`,
    );
  writeFileSync(join(outDir, 'host.html'), onHost);
  for (const file of DEMO_FILES) copyFileSync(join(DEMO_DIR, file), join(outDir, file));
  return {
    path: `/widgets/v1/${FLOOR_DIR}/index.html`,
    hostPath: `/widgets/v1/${FLOOR_DIR}/host.html`,
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

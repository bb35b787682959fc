/**
 * `npm run build`'s widget step: one Vite build per widget (vite.widgets.config.ts
 * `widgetBuildConfig`), so each widget's first paint is one file holding only its own modules.
 * Then writes the name → entry manifest the loader's build reads (tsup.config.ts) and the chunk
 * graph `npm run bench` counts (tests/bench/widgets.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'vite';
import {
  entryVersion,
  WIDGETS_GRAPH,
  WIDGETS_MANIFEST,
  widgetBuildConfig,
  widgetNames,
} from '../../vite.widgets.config';
import type { WidgetBuildGraph } from '../../vite.widgets.config';

const started = Date.now();
const version = entryVersion();
const merged: WidgetBuildGraph = { entries: {}, graph: {} };
const names = widgetNames();
for (const [index, name] of names.entries()) {
  await build(
    widgetBuildConfig(name, {
      version,
      emptyOutDir: index === 0,
      collect: ({ entries, graph }) => {
        Object.assign(merged.entries, entries);
        // A chunk two builds both make has the same content, hence the same name and imports.
        Object.assign(merged.graph, graph);
      },
    }),
  );
}
mkdirSync(dirname(WIDGETS_MANIFEST), { recursive: true });
writeFileSync(WIDGETS_MANIFEST, `${JSON.stringify(merged.entries, null, 2)}\n`);
writeFileSync(WIDGETS_GRAPH, `${JSON.stringify(merged.graph, null, 2)}\n`);
console.log(`widgets: ${names.length} builds, version ${version} (${Date.now() - started} ms)`);

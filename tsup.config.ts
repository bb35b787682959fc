import { defineConfig } from 'tsup';

/** Bundles the API server; packages stay external and load from node_modules at run time. */
export default defineConfig({
  entry: { main: 'server/main.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  clean: true,
  dts: false,
  splitting: false,
});

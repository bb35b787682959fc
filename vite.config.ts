import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Builds the portal (admin/) into dist/portal; the API server serves it with an SPA fallback. */
export default defineConfig({
  root: 'admin',
  base: '/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // Radix's scroll lock without <style> elements, so the portal's CSP holds (no unsafe-inline).
      {
        find: /^react-style-singleton$/,
        replacement: fileURLToPath(new URL('shared/ui/csp-style-singleton.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../dist/portal',
    emptyOutDir: true,
    // .vite/manifest.json: which chunk is each route's page (tests/bench/route-chunks.ts). The
    // server serves no dot-segment path, so it stays off the web.
    manifest: true,
  },
  server: {
    proxy: {
      // API_PORT lets several dev servers run side by side.
      '/api': `http://localhost:${process.env.API_PORT ?? 3000}`,
    },
  },
});

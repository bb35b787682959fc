import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the portal (admin/) into dist/portal; the API server serves it with an SPA fallback. */
export default defineConfig({
  root: 'admin',
  base: '/',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/portal',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      // API_PORT lets several dev servers run side by side.
      '/api': `http://localhost:${process.env.API_PORT ?? 3000}`,
    },
  },
});

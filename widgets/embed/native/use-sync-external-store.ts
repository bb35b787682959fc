/**
 * `use-sync-external-store/shim` for the widget build (aliased in vite.widgets.config.ts).
 * Lingui's React binding imports the shim, a CommonJS module; bundling it makes the bundler wrap
 * preact/compat in a CommonJS namespace built with `Object.defineProperty` descriptors from
 * object literals, which inherit whatever a host page put on `Object.prototype` (`get`, `set`)
 * and blank the widget. preact/compat has the hook itself.
 */
export { useSyncExternalStore } from 'react';

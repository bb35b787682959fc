import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { locale } from '../shared/state/locale';
import { effect } from '../shared/state/signals';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { applyLocale } from './app/i18n';
import { reloadForStaleChunk } from './app/stale-chunk';

// A chunk of an older release is gone (spec 000 §8): reload once a minute at most; otherwise
// the failed import reaches the page's error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForStaleChunk()) event.preventDefault();
});

await bootstrap();
await applyLocale(locale.value);
// Later switches load their catalog and re-render through the I18nProvider.
effect(() => void applyLocale(locale.value));

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

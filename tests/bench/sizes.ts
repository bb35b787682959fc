import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSizes {
  files: number;
  raw: number;
  gzip: number;
}

/** The JS and CSS the portal's index.html loads before anything lazy: entry, preloads, styles. */
export function portalInitialSizes(portalDir: string): { js: AssetSizes; css: AssetSizes } {
  const html = readFileSync(join(portalDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  const measure = (extension: string): AssetSizes => {
    const files = [...new Set(sources.filter((source) => source.endsWith(extension)))];
    const contents = files.map((file) => readFileSync(join(portalDir, file)));
    return {
      files: files.length,
      raw: contents.reduce((sum, content) => sum + content.length, 0),
      gzip: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
    };
  };
  return { js: measure('.js'), css: measure('.css') };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

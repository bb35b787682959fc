/**
 * `npm run build`, last step: writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text
 * file of the built portal and widgets, at the highest quality, once per build rather than per
 * request. The server picks one by Accept-Encoding (server/http/static-files.ts).
 *
 *   tsx scripts/build/precompress.ts dist/portal dist/widgets/v1
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What compresses: code, styles, pages, pictures drawn as text, data. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map']);
/** Below this a copy saves less than its extra headers cost. */
const MIN_BYTES = 256;

interface PrecompressResult {
  files: number;
  raw: number;
  br: number;
  gzip: number;
}

/** Every file under `dir`, recursively. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesIn(path) : [path];
  });
}

const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
const gzip = (bytes: Buffer) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });

/**
 * Compresses the text files under `dir`. A copy that would not be smaller is not written (and
 * one left from an earlier build is removed), so the server sends the file itself.
 */
function precompress(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const file of filesIn(dir)) {
    if (!TEXT.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    result.files += 1;
    result.raw += bytes.length;
    for (const [suffix, compress, key] of [
      ['.br', brotli, 'br'],
      ['.gz', gzip, 'gzip'],
    ] as const) {
      const packed = compress(bytes);
      if (packed.length < bytes.length) {
        writeFileSync(file + suffix, packed);
        result[key] += packed.length;
      } else {
        rmSync(file + suffix, { force: true });
        result[key] += bytes.length;
      }
    }
  }
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
for (const dir of process.argv.slice(2)) {
  const started = performance.now();
  const { files, raw, br, gzip: gz } = precompress(dir);
  const ms = Math.round(performance.now() - started);
  console.log(`${dir}: ${files} files, ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)} (${ms} ms)`);
}

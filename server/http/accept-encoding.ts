/** The encodings the build writes beside each file (scripts/build/precompress.ts), best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The file name suffix of each encoding's variant. */
export const SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Each coding the header names with its weight (`q`, 1 when not given), lower-cased. */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => /^q\s*=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1));
    named.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  return named;
}

/**
 * The encoding to answer with (RFC 9110 §12.5.3), among those a file has: of the codings the
 * client accepts (`q` above 0; `*` stands for every coding it does not name), the one it weighs
 * highest, brotli before gzip on a tie. `null` is the file as it is: without the header, when
 * nothing fits, and also when the client refused even that (`identity;q=0`), as an answer it can
 * read beats a 406.
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  if (!header) return null;
  const named = weights(header);
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = named.get(encoding) ?? named.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Build-time fixes that make Tailwind 4's CSS work inside a shadow root (DESIGN §4). They run on
 * the CSS text the widget build inlines (vite.widgets.config.ts), never in the browser.
 */

/** Options of {@link shadowCss}. */
export interface ShadowCssOptions {
  /** The root font size the widgets are designed at; rem lengths become px at this size. */
  rootPx?: number;
}

// A number followed by `rem`, where a value may start: after `:`, `(`, `,`, an operator, a
// comparison (media queries) or whitespace. Escaped class names such as `.w-\[1rem\]` are left alone, since `[` precedes there.
const REM = /(?<=[\s:(,*/+=<>]|^)(-?(?:\d*\.)?\d+)rem\b/g;

/**
 * rem follows the host page's root font size (a partner's `html { font-size: 10px }` would
 * shrink every widget), so every rem length becomes px.
 */
export function remToPx(css: string, { rootPx = 16 }: ShadowCssOptions = {}): string {
  return css.replace(REM, (_match, value: string) => {
    const px = Math.round(Number(value) * rootPx * 1000) / 1000;
    return `${px}px`;
  });
}

/** The index of the `}` that closes the block whose `{` is at `open`, or -1. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The theme's colours again in `lab()`, for wide-gamut screens: `:root,:host{--color-…}`. */
const LAB_THEME = /@supports \(color:lab\(0% 0 0\)\)\{:root,:host\{[^{}]*\}\}/g;

/**
 * The theme's colours in sRGB only: Tailwind writes each twice, as hex and, for screens that
 * show more, in `lab()`, and the second copy costs every widget's first paint half a kilobyte
 * gzip for shades no one tells apart on a booking form. Utilities keep their own `@supports`.
 */
export function srgbTheme(css: string): string {
  return css.replace(LAB_THEME, '');
}

/**
 * Tailwind registers its `--tw-*` variables with `@property`, which shadow roots ignore, and
 * gives browsers without `@property` a fallback that only they see:
 * `@layer properties { @supports (…) { *, :before, :after, ::backdrop { --tw-…: … } } }`.
 * Without the initial values shadows, rings and transforms resolve to nothing inside a shadow
 * root, so the fallback rule is kept unconditionally and the `@property` rules are dropped.
 */
export function unwrapPropertyFallbacks(css: string): string {
  const layer = /@layer\s+properties\s*\{/.exec(css);
  let result = css;
  if (layer) {
    const layerOpen = layer.index + layer[0].length - 1;
    const layerClose = closingBrace(css, layerOpen);
    const body = css.slice(layerOpen + 1, layerClose);
    const supports = /@supports[^{]*\{/.exec(body);
    if (supports && layerClose > 0) {
      const supportsClose = closingBrace(body, supports.index + supports[0].length - 1);
      const inner = body.slice(supports.index + supports[0].length, supportsClose);
      const unwrapped = body.slice(0, supports.index) + inner + body.slice(supportsClose + 1);
      result = css.slice(0, layerOpen + 1) + unwrapped + css.slice(layerClose);
    }
  }
  return result.replace(/@property\s+--[\w-]+\s*\{[^}]*\}/g, '');
}

// A media query made only of width conditions: `(width >= 40rem)`, `(min-width: 640px) and …`.
const WIDTH_CONDITION = String.raw`\((?:min-|max-)?width\s*(?::|[<>]=?)[^()]*\)`;
const WIDTH_MEDIA = new RegExp(
  String.raw`@media\s*(${WIDTH_CONDITION}(?:\s*and\s*${WIDTH_CONDITION})*)\s*\{`,
  'g',
);

/**
 * A widget in a partner's 320 px sidebar must lay out for 320 px, whatever the window's width:
 * Tailwind's breakpoints (`sm:`, `md:`… media queries on the viewport) become container queries
 * on the nearest container, the widget's root or a dialog box (widget.css), so shared
 * components keep their classes and follow the widget's own width. Other media queries (reduced
 * motion, hover, print) stay.
 */
export function widthMediaToContainer(css: string): string {
  return css.replace(WIDTH_MEDIA, (_match, conditions: string) => `@container ${conditions} {`);
}

/** All fixes, in the order the widget build applies them. */
export function shadowCss(css: string, options: ShadowCssOptions = {}): string {
  return remToPx(widthMediaToContainer(unwrapPropertyFallbacks(srgbTheme(css))), options);
}

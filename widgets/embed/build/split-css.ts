/**
 * The widgets' Tailwind CSS split by chunk (vite.widgets.config.ts `splitWidgetCss`): a
 * widget's entry carries the stylesheet without its utilities plus the utilities its first
 * paint's modules name; the chunk beside its lazy parts those they name beyond the entry's, and
 * each adds them when it loads (widget-sheet.ts `addWidgetCss`). The sheet is
 * always written whole in the full stylesheet's order, so the cascade is the one of a single
 * stylesheet whatever order the chunks arrive in.
 */

/** Where the utilities go in the stylesheet an entry carries. */
export const UTILITIES_MARKER = '/*kb-utilities*/';

/** One rule of the utilities layer and the class it is for (null: always needed). */
export interface UtilityRule {
  candidate: string | null;
  text: string;
}

/** The stylesheet around its utilities, and the utilities in order. */
export interface SplitCss {
  /** The stylesheet with {@link UTILITIES_MARKER} in place of the utilities layer's rules. */
  frame: string;
  rules: UtilityRule[];
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

/** The top-level rules and statements of a block's body. */
function topLevel(body: string): string[] {
  const parts: string[] = [];
  let at = 0;
  while (at < body.length) {
    const open = body.indexOf('{', at);
    const semicolon = body.indexOf(';', at);
    if (open < 0) {
      if (body.slice(at).trim()) parts.push(body.slice(at));
      break;
    }
    if (semicolon >= 0 && semicolon < open) {
      parts.push(body.slice(at, semicolon + 1));
      at = semicolon + 1;
      continue;
    }
    const close = closingBrace(body, open);
    if (close < 0) throw new Error(`unbalanced CSS at ${open}`);
    parts.push(body.slice(at, close + 1));
    at = close + 1;
  }
  return parts;
}

/** `sm\:flex` → `sm:flex`, `\32 xl` → `2xl`: a class name as the sources write it. */
function unescapeClass(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_match, hex: string, char: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}

/** The first class a rule's selector names (inside an at-rule, its first rule's): the utility it is for. */
export function candidateOf(rule: string): string | null {
  let inner = rule;
  while (inner.startsWith('@') && inner.includes('{')) inner = inner.slice(inner.indexOf('{') + 1);
  const selector = inner.slice(0, inner.indexOf('{'));
  const match = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/.exec(selector);
  return match ? unescapeClass(match[1]!) : null;
}

/**
 * An at-rule around several utilities (`@container (min-width:640px){.sm\\:flex{…}.sm\\:hidden{…}}`,
 * `@media (hover:hover){…}`) as one rule per utility, each in its own copy of the at-rule, so a
 * chunk carries only the utilities it names; in the same order, so the cascade stays.
 */
function perUtility(rule: string): string[] {
  if (!rule.startsWith('@')) return [rule];
  const open = rule.indexOf('{');
  if (open < 0 || !rule.endsWith('}')) return [rule];
  const inner = topLevel(rule.slice(open + 1, -1)).map((part) => part.trim());
  if (inner.length < 2 || inner.some((part) => candidateOf(part) === null)) return [rule];
  const prelude = rule.slice(0, open);
  return inner.flatMap(perUtility).map((part) => `${prelude}{${part}}`);
}

/** Splits a (minified or not) Tailwind stylesheet at its `@layer utilities { … }` block. */
export function splitUtilities(css: string): SplitCss {
  const layer = /@layer\s+utilities\s*\{/.exec(css);
  if (!layer) return { frame: css, rules: [] };
  const open = layer.index + layer[0].length - 1;
  const close = closingBrace(css, open);
  // Line breaks are only whitespace in CSS (strings escape theirs): a rule stays on one line,
  // minified or not, so a chunk can carry its rules separated by line breaks.
  const rules = topLevel(css.slice(open + 1, close))
    .flatMap((rule) => perUtility(rule.trim().replace(/\s*\n\s*/g, ' ')))
    .map((text) => ({ candidate: candidateOf(text), text }));
  return { frame: css.slice(0, open + 1) + UTILITIES_MARKER + css.slice(close), rules };
}

/** Block comments, and line comments not inside a string (`'https://…'`, where `:` precedes). */
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g;

/**
 * The words of a source file that may be class names: split at whitespace, quotes and `${…}`.
 * Comments do not count: their prose ("hidden", "visible", "block", "table"…) names utilities
 * that no element has.
 */
export function sourceTokens(source: string): Set<string> {
  return new Set(source.replace(COMMENTS, ' ').split(/[\s"'`{}$]+/));
}

/** The indexes of the rules `tokens` name (rules for no class always count). */
export function rulesFor(rules: readonly UtilityRule[], tokens: ReadonlySet<string>): number[] {
  return rules.flatMap((rule, index) =>
    rule.candidate === null || tokens.has(rule.candidate) ? [index] : [],
  );
}

/** Separates the rules a chunk carries (minified CSS has no line breaks of its own). */
export const RULE_SEPARATOR = '\n';

/** Ascending indexes as the gaps between them, base 36: `[3, 4, 40]` → `"3,1,10"`. */
export function encodeIndexes(indexes: readonly number[]): string {
  return indexes.map((index, i) => (index - (i > 0 ? indexes[i - 1]! : 0)).toString(36)).join(',');
}

/** The inverse of {@link encodeIndexes}. */
export function decodeIndexes(gaps: string): number[] {
  let at = 0;
  return gaps ? gaps.split(',').map((gap) => (at += parseInt(gap, 36))) : [];
}

/** The stylesheet with the given utilities in place, in their original order. */
export function joinUtilities(frame: string, utilities: ReadonlyMap<number, string>): string {
  const ordered = [...utilities].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
  return frame.replace(UTILITIES_MARKER, () => ordered.join(''));
}

/** The custom properties a CSS text reads: `var(--tw-shadow)` → `--tw-shadow`. */
const readsOf = (css: string) => [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

/** A custom property's declaration: its name and value. */
const DECLARATION = /(--[\w-]+):([^;{}]*);?/g;

/**
 * The frame without the `--tw-*` initial values (`@layer properties`) and theme variables
 * (`@layer theme`) that none of `rules` and nothing else of the frame reads, directly or through
 * another variable: Tailwind writes them for every utility of the whole code base, a widget uses
 * a part (no filters, no skews, a few colours). `rules` must be every utility the widget can add,
 * lazy parts included, since the frame comes with its first paint.
 */
export function pruneVariables(frame: string, rules: readonly string[]): string {
  const blocks: [number, number][] = [];
  for (const layer of frame.matchAll(/@layer\s+(?:properties|theme)\s*\{/g)) {
    const open = layer.index + layer[0].length - 1;
    blocks.push([open, closingBrace(frame, open)]);
  }
  const inBlocks = blocks.map(([open, close]) => frame.slice(open, close));
  let outside = frame;
  for (const block of inBlocks) outside = outside.replace(block, '');
  const values = new Map<string, string>();
  for (const block of inBlocks)
    for (const [, name, value] of block.matchAll(DECLARATION))
      values.set(name!, `${values.get(name!) ?? ''} ${value}`);
  const read = new Set(readsOf([outside, ...rules].join('\n')));
  for (const queue = [...read]; queue.length > 0;) {
    for (const name of readsOf(values.get(queue.pop()!) ?? '')) {
      if (read.has(name)) continue;
      queue.push(name);
      read.add(name);
    }
  }
  let pruned = frame;
  for (const block of inBlocks) {
    const kept = block
      .replace(DECLARATION, (declaration, name: string) => (read.has(name) ? declaration : ''))
      .replace(/;\}/g, '}');
    pruned = pruned.replace(block, () => kept);
  }
  return pruned;
}

/** The element a selector starts with (`sub`, `abbr:where([title])`), or null (`*`, `::backdrop`). */
const elementOf = (selector: string) =>
  /^([a-z][a-z0-9]*)(?![\w-])/.exec(selector.trim())?.[1] ?? null;

/**
 * The frame without the base rules (Tailwind's preflight) for elements no source of the widget
 * writes: `abbr`, `sub`, `kbd`, `progress`… A rule stays when one of its selectors starts with
 * no element (`*`, `::backdrop`, `:where(…)`) or with one of `tags`.
 */
export function pruneElementRules(frame: string, tags: ReadonlySet<string>): string {
  const layer = /@layer\s+base\s*\{/.exec(frame);
  if (!layer) return frame;
  const open = layer.index + layer[0].length - 1;
  const close = closingBrace(frame, open);
  const kept = topLevel(frame.slice(open + 1, close)).filter((rule) => {
    if (rule.trim().startsWith('@')) return true;
    const selectors = rule.slice(0, rule.indexOf('{')).split(',');
    return selectors.some((selector) => {
      const element = elementOf(selector);
      return element === null || tags.has(element);
    });
  });
  return frame.slice(0, open + 1) + kept.join('') + frame.slice(close);
}

/**
 * The element names a source may render: `<tag` in JSX and every quoted lower-case word (an
 * `h('svg')`, an icon's `'path'`), more than it renders rather than fewer.
 */
export function sourceElements(source: string): Set<string> {
  const found = new Set<string>();
  for (const [, tag, word] of source.matchAll(/<([a-z][a-z0-9]*)\b|['"`]([a-z][a-z0-9]*)['"`]/g))
    found.add((tag ?? word)!);
  return found;
}

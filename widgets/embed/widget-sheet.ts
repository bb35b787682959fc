import css from './widget.css?inline';
import { decodeIndexes, joinUtilities, RULE_SEPARATOR } from './build/split-css';

/**
 * The utilities the loaded chunks have added, by their place in the full stylesheet. The widget
 * build (vite.widgets.config.ts `splitWidgetCss`) leaves only the stylesheet's frame in `css`;
 * each chunk adds the utilities its modules name as it loads.
 */
const utilities = new Map<number, string>();
let sheet: CSSStyleSheet | null = null;
let users = 0;

const text = () => joinUtilities(css, utilities);

/**
 * Adds utilities to the widget's stylesheet; a chunk of the widget build calls it as it loads,
 * before any of its components renders. `rules` are separated by line breaks; `at` names their
 * places in the full stylesheet (build/split-css.ts `encodeIndexes`). The sheet is written whole,
 * in the full stylesheet's order, so the cascade does not depend on the order chunks arrive in.
 */
export function addWidgetCss(rules: string, at: string): void {
  const texts = rules.split(RULE_SEPARATOR);
  let added = false;
  decodeIndexes(at).forEach((place, i) => {
    if (utilities.has(place)) return;
    utilities.set(place, texts[i]!);
    added = true;
  });
  if (added) sheet?.replaceSync(text());
}

/**
 * Adopts the widgets' stylesheet into `root`. Every widget on the page shares one constructed
 * CSSStyleSheet (parsed once, no `<style>` element, so a strict CSP holds); the last release
 * drops it. Returns the release function, which is safe to call twice.
 */
export function adoptWidgetSheet(root: ShadowRoot): () => void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text());
  }
  const adopted = sheet;
  users++;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted];
  let released = false;
  return () => {
    if (released) return;
    released = true;
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((each) => each !== adopted);
    if (--users === 0) sheet = null;
  };
}

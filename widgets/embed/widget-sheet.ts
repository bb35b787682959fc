import css from './widget.css?inline';

let sheet: CSSStyleSheet | null = null;
let users = 0;

/**
 * Adopts the widgets' stylesheet into `root`. Every widget on the page shares one constructed
 * CSSStyleSheet (parsed once, no `<style>` element, so a strict CSP holds); the last release
 * drops it. Returns the release function, which is safe to call twice.
 */
export function adoptWidgetSheet(root: ShadowRoot): () => void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
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

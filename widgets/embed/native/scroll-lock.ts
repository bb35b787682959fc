/**
 * Locks the host page's scroll while a widget dialog is open. A modal `<dialog>` makes the page
 * inert but lets it scroll under the wheel, so the page's root gets `overflow: hidden` from a
 * constructed stylesheet adopted by the document: CSP does not govern those, so a strict
 * `style-src` holds (no `<style>` element, no `style` attribute). The scrollbar's room is kept
 * (`scrollbar-gutter`), so the page does not shift. Counted: nested dialogs share one lock.
 */
let locks = 0;
let sheet: CSSStyleSheet | null = null;

/** Locks the page's scroll until the returned function is called. */
export function lockPageScroll(): () => void {
  if (locks++ === 0) {
    const root = document.documentElement;
    const gutter = window.innerWidth - root.clientWidth > 0;
    sheet = new CSSStyleSheet();
    sheet.replaceSync(
      `html { overflow: hidden !important;${gutter ? ' scrollbar-gutter: stable !important;' : ''} }`,
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks > 0 || !sheet) return;
    const removed = sheet;
    sheet = null;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== removed);
  };
}

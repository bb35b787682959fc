import { useEffect } from 'react';
import type { ComponentType } from 'react';

/**
 * Stands in for `react-style-singleton` in the widget and the portal build (aliased in
 * vite.widgets.config.ts and vite.config.ts). Radix's scroll lock (react-remove-scroll) writes
 * its page rules (`body[data-scroll-locked] { overflow: hidden }`…) into a `<style>` element,
 * which a strict CSP without `unsafe-inline` refuses, with a console error on every dialog: a
 * partner's page for the widgets, the portal's own policy (server/http/portal-headers.ts) for
 * the portal. The same rules go into a constructed stylesheet adopted by the document instead:
 * CSP does not govern those, and the lock works as before. The sheet is removed when the last
 * dialog closes. Same API as the package.
 */

/** One sheet shared by all users of a singleton, added on first use and removed on last. */
export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css: string) {
      if (counter++ > 0) return;
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    remove() {
      if (--counter > 0 || !sheet) return;
      const removed = sheet;
      sheet = null;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== removed);
    },
  };
}

/** A hook adding `styles` while a component using it is mounted. */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // As in the package: the styles are read again only when marked dynamic.
    }, [styles && isDynamic]);
  };
}

/** A component form of {@link styleHookSingleton}. */
export function styleSingleton(): ComponentType<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}

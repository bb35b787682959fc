import { useEffect } from 'react';

/** The parent's greeting: the loader sends it to a framed portal page (LIFECYCLE.md). */
export const FRAME_HELLO = 'kitebook:hello';
/** The framed page's height, in CSS pixels: `{ type: FRAME_RESIZE, height }`. */
export const FRAME_RESIZE = 'kitebook:resize';

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Inside a partner's `<iframe data-kitebook>`, tells the parent page the height of this page
 * whenever it changes, so the loader sizes the frame to its content and no scrollbar appears.
 * Messages go to the parent's origin only, never `"*"`: taken from the loader's
 * {@link FRAME_HELLO} (accepted only from the parent window) or, until that arrives, from the
 * referrer. Pass `enabled` false outside a frame; nothing is added then.
 */
export function useFrameHeight(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    let parentOrigin = originOf(document.referrer);
    let lastHeight = -1;
    const post = (always: boolean) => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (!parentOrigin || (height === lastHeight && !always)) return;
      lastHeight = height;
      window.parent.postMessage({ type: FRAME_RESIZE, height }, parentOrigin);
    };
    const onMessage = (event: MessageEvent<{ type?: unknown } | null>) => {
      if (event.source !== window.parent || event.data?.type !== FRAME_HELLO) return;
      parentOrigin = event.origin;
      post(true);
    };
    const observer = new ResizeObserver(() => post(false));
    observer.observe(document.documentElement);
    window.addEventListener('message', onMessage);
    post(true);
    return () => {
      observer.disconnect();
      window.removeEventListener('message', onMessage);
    };
  }, [enabled]);
}

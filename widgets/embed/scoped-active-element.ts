/**
 * Radix's FocusScope and RovingFocus read `document.activeElement`, which is the shadow host
 * while focus is inside a widget: the dialog would focus its box instead of its first field,
 * Tab would leave it and focus would not return to the trigger (DESIGN §4). While a widget is
 * mounted, `document.activeElement` therefore looks through our own hosts (and only those) into
 * their shadow roots. The page's other shadow roots keep the native answer.
 */

const hosts = new WeakSet<Element>();
let mounted = 0;
let pageOwn: PropertyDescriptor | undefined;

const nativeActiveElement = Object.getOwnPropertyDescriptor(Document.prototype, 'activeElement')!
  .get as (this: Document) => Element | null;

function scopedActiveElement(this: Document): Element | null {
  let active = nativeActiveElement.call(this);
  while (active && hosts.has(active) && active.shadowRoot?.activeElement) {
    active = active.shadowRoot.activeElement;
  }
  return active;
}

/**
 * Lets `document.activeElement` see focus inside `host`'s shadow root until the returned
 * function is called. The getter is installed with the first widget and removed with the last.
 */
export function scopeActiveElement(host: Element): () => void {
  hosts.add(host);
  if (mounted++ === 0) {
    pageOwn = Object.getOwnPropertyDescriptor(document, 'activeElement');
    Object.defineProperty(document, 'activeElement', {
      configurable: true,
      get: scopedActiveElement,
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    hosts.delete(host);
    if (--mounted > 0) return;
    if (pageOwn) Object.defineProperty(document, 'activeElement', pageOwn);
    else delete (document as { activeElement?: unknown }).activeElement;
  };
}

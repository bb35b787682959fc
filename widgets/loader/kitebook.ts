/**
 * The script-tag loader (`/widgets/v1/kitebook.js`, DESIGN §5 "Embedding"), built by tsup into a
 * classic IIFE that must stay under 1 KB gzip: every byte here is paid by every host page, so it
 * only finds widgets and imports their code; the embed runtime (widgets/embed) does the rest.
 *
 * - `<kitebook-widget name="eca">` mounts when connected, unmounts when removed, and tells the
 *   widget when an attribute changes (a new `name` mounts the other widget).
 * - `<div class="kitebook-widget" data-name="eca">` (CMSs that strip custom tags) gets a
 *   `<kitebook-widget>` child carrying its data-* attributes, kept in sync.
 * - `<iframe data-kitebook>` takes the height its page posts (`kitebook:resize`), accepted only
 *   from the portal's origin and only from that iframe's window.
 * - `window.Kitebook('mount', element, options)` and `Kitebook('unmount', element)`; calls made
 *   before the loader ran (the queue snippet of LIFECYCLE.md) run once it does.
 *
 * Widget code is imported as ES module chunks from the loader's own origin, only when a widget
 * of that name is on the page. Their file names are `<name>-<version>.js`, the version compiled
 * in; an entry holds all of its first paint's code (vite.widgets.config.ts), so that code arrives
 * in one request. The names are not: a list of them cost a few bytes per widget over the 1 KB budget, and an
 * unknown name fails just as clearly when its import does (a `kitebook:error` event).
 */

/** The build's version of every widget entry; tsup defines it from the widget build. */
declare const WIDGET_VERSION: string;
/** The locales whose first-paint messages are not in the entry (all but the default one). */
declare const LATER_LOCALES: string[];

/** What a widget entry's default export returns for one element (widgets/embed define-widget). */
interface Handle {
  update(): void;
  unmount(): void;
}

type Call = [command?: string, element?: Element, options?: Record<string, string>];
type Queued = ((...call: Call) => void) & { q?: ArrayLike<Call> };

const TAG = 'kitebook-widget';
const PREFIX = 'kitebook:';
const win = window as unknown as { Kitebook?: Queued };
const doc = document;
const root = doc.documentElement;
const base = (doc.currentScript as HTMLScriptElement).src;
const portal = new URL(base).origin;

/** The address of a widget build file named with the build's version. */
const file = (name: string) => new URL(name + '-' + WIDGET_VERSION + '.js', base).href;

const fail = (element: Element, message: string) =>
  void element.dispatchEvent(
    new CustomEvent(PREFIX + 'error', { bubbles: true, composed: true, detail: { message } }),
  );

class KitebookWidget extends HTMLElement {
  static observedAttributes = ['name', 'locale', 'api', 'color', 'service', 'grade'];
  /** The pending or mounted widget; replaced on every mount so a stale import mounts nothing. */
  h?: Promise<Handle | void>;

  connectedCallback() {
    const name = this.getAttribute('name');
    if (this.h || !name) return;
    // The first paint's messages in a language other than the default come in a file beside the
    // entry (vite.widgets.config.ts `firstPaintFile`): asked for with it, not after it. A guess
    // from the attribute or the page's language, as the widget decides; a wrong one costs a request.
    const locale = (this.getAttribute('locale') || root.lang).slice(0, 2);
    if (LATER_LOCALES.includes(locale)) import(file(name + '.' + locale)).catch(() => 0);
    const pending: Promise<Handle | void> = (this.h = import(file(name)).then(
      (module: { default: (host: HTMLElement) => Handle }) =>
        this.h == pending ? module.default(this) : undefined,
      (error) => fail(this, String(error)),
    ));
  }

  disconnectedCallback() {
    const pending = this.h;
    this.h = undefined;
    pending?.then((handle) => handle?.unmount());
  }

  attributeChangedCallback(attribute: string) {
    if (attribute == 'name') {
      this.disconnectedCallback();
      if (this.isConnected) this.connectedCallback();
    } else this.h?.then((handle) => handle?.update());
  }
}

/** Copies a fallback div's data-* attributes onto its widget element. */
const copyData = (from: HTMLElement, to: Element) => {
  for (const key in from.dataset) to.setAttribute(key, from.dataset[key]!);
};

/** Fallback divs and iframes already taken care of. */
const seen = new WeakSet<Element>();

/** Asks a framed portal page for its height; it learns our origin from the message. */
const hello = (frame: HTMLIFrameElement) =>
  frame.contentWindow?.postMessage({ type: PREFIX + 'hello' }, portal);

/** Upgrades fallback divs and iframes present now; runs again whenever the page changes. */
const scan = () =>
  doc
    .querySelectorAll<HTMLElement>('div.kitebook-widget,iframe[data-kitebook]')
    .forEach((found) => {
      if (seen.has(found)) return;
      seen.add(found);
      if (found.localName == 'div') {
        const widget = doc.createElement(TAG);
        copyData(found, widget);
        new MutationObserver(() => copyData(found, widget)).observe(found, { attributes: true });
        found.append(widget);
      } else {
        const frame = found as HTMLIFrameElement;
        frame.addEventListener('load', () => hello(frame));
        hello(frame);
      }
    });

addEventListener('message', (event: MessageEvent<{ type?: string; height?: number }>) => {
  if (event.origin != portal || event.data?.type != PREFIX + 'resize') return;
  doc.querySelectorAll<HTMLIFrameElement>('iframe[data-kitebook]').forEach((frame) => {
    if (frame.contentWindow == event.source) frame.style.height = +event.data.height! + 'px';
  });
});

const api: Queued = (command, element, options = {}) => {
  if (!element) return;
  let widget = (element.localName == TAG ? element : element.querySelector(TAG)) as KitebookWidget;
  if (command == 'mount') {
    widget ||= doc.createElement(TAG) as KitebookWidget;
    for (const key in options) widget.setAttribute(key, options[key]!);
    if (widget.isConnected) widget.connectedCallback();
    else element.append(widget);
  }
  // Unmounting keeps a host's own element (it can mount again) and removes one we created.
  if (command == 'unmount' && widget) {
    if (widget == element) widget.disconnectedCallback();
    else widget.remove();
  }
};

const queued = win.Kitebook?.q ?? [];
win.Kitebook = api;
if (!customElements.get(TAG)) customElements.define(TAG, KitebookWidget);
scan();
new MutationObserver(scan).observe(root, { childList: true, subtree: true });
for (const call of Array.from(queued)) api(...call);

import type { I18n, Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../../shared/api/client';
import type { ApiClient } from '../../shared/api/client';
import { activateFirstPaint, activateLocale, createI18n } from '../../shared/i18n/i18n';
import { widgetCatalogs } from './widget-catalogs';
import type { Locale } from '../../shared/model/enums';
import {
  getSessionToken,
  logout,
  restoreSession,
  setSessionStore,
} from '../../shared/state/session';
import { ApiClientContext } from '../../shared/ui/api-client-context';
import { BookingHostProvider } from '../../shared/ui/booking/booking-host';
import type { BookingHost } from '../../shared/ui/booking/booking-host';
import { PortalContainerContext } from '../../shared/ui/portal-container';
import { scopeActiveElement } from './scoped-active-element';
import { DEFAULT_COLOR, readWidgetAttributes } from './widget-attributes';
import type { WidgetAttributes } from './widget-attributes';
import { WidgetErrorBoundary } from './widget-error-boundary';
import { WidgetHostContext } from './widget-host';
import type { WidgetEventDetails, WidgetEventType, WidgetHost, WidgetProps } from './widget-host';
import { createWidgetSessionStore } from './widget-session';
import { adoptWidgetSheet } from './widget-sheet';
import { loadWidgetConfig } from './use-widget-config';

/** What the loader holds for one mounted element (widgets/loader calls these). */
export interface WidgetHandle {
  /** Reads the element's attributes again and renders with them. */
  update(): void;
  /** Removes everything the widget added: render tree, sheet, focus scope, listeners. */
  unmount(): void;
}

/**
 * A widget's optional `prefetch` export: starts, at mount, the requests its first render will
 * make (through {@link ApiClient.prefetch}), so they run beside the catalog's load.
 */
export type WidgetPrefetch = (props: WidgetProps, client: ApiClient) => void;

/**
 * The messages a widget's first render shows, per locale (the widget build compiles them): the
 * default locale's come inside the entry, another's from a file of its own beside it, which the
 * loader starts fetching with the entry (widgets/loader).
 */
export interface FirstPaintMessages {
  inline: Partial<Record<Locale, Messages>>;
  load: (locale: Locale) => Promise<Messages>;
}

/** A widget entry's default export: mounts the widget into one host element. */
export type MountWidget = (element: HTMLElement) => WidgetHandle;

// The widget code's own origin: the default API origin (DESIGN §5 "Embedding").
const CODE_ORIGIN = new URL(import.meta.url).origin;

// The page's fetch as it was when the widget code loaded: a wrapper a page adds later (a
// careless analytics or consent script) does not reach the widget's requests (issue 15.5).
const pageFetch = globalThis.fetch;
const widgetFetch: typeof fetch = (input, init) => pageFetch.call(globalThis, input, init);

let sessionReady = false;
/** Widgets keep their sign-in in the host page's storage; all widgets of a page share it. */
function restoreWidgetSession() {
  if (sessionReady) return;
  sessionReady = true;
  setSessionStore(createWidgetSessionStore());
  restoreSession();
}

function apiClientFor(baseURL: string, emit: WidgetHost['emit']): ApiClient {
  return createApiClient({
    baseURL,
    fetch: widgetFetch,
    getToken: getSessionToken,
    // A widget is always embedded: an expired session ends quietly (spec 000 §8).
    isPublicContext: () => true,
    onUnauthorized: logout,
    onNetworkIssue: () => emit('error', { message: 'error.networkIssue' }),
  });
}

/** Tells the host once the first render is on screen. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/** Scripts written right to left; Kitebook's locales today are all left to right. */
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'yi']);
const textDirection = (locale: string) =>
  RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';

/** The brand colour as the root's custom property; the default keeps the designed palette. */
function applyBrand(root: HTMLElement, color: string) {
  if (color.toLowerCase() === DEFAULT_COLOR) {
    root.removeAttribute('data-brand');
    root.style.removeProperty('--kb-brand');
  } else {
    root.setAttribute('data-brand', '');
    root.style.setProperty('--kb-brand', color);
  }
}

/**
 * Registers widget `name`: the returned function is the default export of the widget's entry
 * chunk, which the loader calls for each `<kitebook-widget name="…">`. It mounts `Widget` into
 * the element's open shadow root with the shared stylesheet, its own Lingui instance and API
 * client, a portal container for dialogs inside the shadow root, and the host API of
 * {@link useWidgetHost}. `firstPaint`, the messages the first render shows in each locale (the
 * widget build compiles them: the default locale's into the entry, each other's into a file the
 * loader fetches beside it), spares the first render a catalog request; the widget's catalogs
 * then load with the first `useCatalogs`. Without it they load before.
 */
export function defineWidget(
  name: string,
  Widget: ComponentType<WidgetProps>,
  prefetch?: WidgetPrefetch,
  firstPaint?: FirstPaintMessages,
): MountWidget {
  return (element) => mountWidget(element, name, Widget, prefetch, firstPaint);
}

function mountWidget(
  element: HTMLElement,
  name: string,
  Widget: ComponentType<WidgetProps>,
  prefetch: WidgetPrefetch | undefined,
  firstPaint: FirstPaintMessages | undefined,
): WidgetHandle {
  restoreWidgetSession();
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const root = document.createElement('div');
  root.className = 'kb-root';
  const app = document.createElement('div');
  const layer = document.createElement('div');
  layer.className = 'kb-layer';
  root.append(app, layer);
  shadow.replaceChildren(root);

  const releaseSheet = adoptWidgetSheet(shadow);
  const releaseFocus = scopeActiveElement(element);
  const renderRoot = createRoot(app);
  const i18n: I18n = createI18n();

  const emit: WidgetHost['emit'] = <T extends WidgetEventType>(
    type: T,
    detail: WidgetEventDetails[T],
  ) => {
    element.dispatchEvent(
      new CustomEvent(`kitebook:${type}`, { bubbles: true, composed: true, detail }),
    );
  };
  const onError = (error: unknown) =>
    emit('error', { message: error instanceof Error ? error.message : String(error) });
  let readySent = false;
  const onReady = () => {
    if (readySent) return;
    readySent = true;
    emit('ready', { name });
  };

  let api: { origin: string; client: ApiClient } | undefined;
  let unmounted = false;
  let renders = 0;

  const read = (): WidgetAttributes =>
    readWidgetAttributes(element, {
      defaultApi: CODE_ORIGIN,
      pageLang: document.documentElement.lang,
    });

  async function render() {
    const attributes = read();
    const run = ++renders;
    if (api?.origin !== attributes.api) {
      api = { origin: attributes.api, client: apiClientFor(attributes.api, emit) };
    }
    // What the first paint asks for starts now, beside the catalog, not after the first render:
    // the origin's configuration and the widget's own data (its `prefetch`).
    void loadWidgetConfig(api.client);
    if (run === 1) prefetch?.(attributes, api.client);
    if (i18n.locale !== attributes.locale) {
      // The first paint's messages: in the entry, or in the locale's file the loader has
      // already asked for; without them (none built, the file failed) the whole catalogs.
      const messages =
        firstPaint?.inline[attributes.locale] ??
        (await firstPaint?.load(attributes.locale).catch(() => undefined));
      if (unmounted || run !== renders) return;
      if (messages) activateFirstPaint(i18n, attributes.locale, messages, widgetCatalogs(name));
      else await activateLocale(i18n, attributes.locale, widgetCatalogs(name));
    }
    // A newer update or an unmount came while the catalog loaded: that one renders, not this.
    if (unmounted || run !== renders) return;
    applyBrand(root, attributes.color);
    // The widget speaks its own language in its own direction, whatever the page's `lang` and
    // `dir` (`:host { all: initial }` does not reset `direction`, which inherits).
    root.lang = attributes.locale;
    root.dir = textDirection(attributes.locale);
    const client = api.client;
    const host: WidgetHost = {
      name,
      element,
      emit,
      i18n,
      api: client,
      locale: attributes.locale as Locale,
    };
    const { name: _name, ...props } = attributes;
    // Every booking made in this widget tells the host page (LIFECYCLE.md "Events").
    const booking: BookingHost = {
      allowSignup: true,
      onBooked: ({ bookingId, serviceId, status }) =>
        emit('booked', { bookingId, serviceId, status }),
    };
    renderRoot.render(
      <I18nProvider i18n={i18n}>
        <WidgetHostContext.Provider value={host}>
          <ApiClientContext.Provider value={client}>
            <PortalContainerContext.Provider value={layer}>
              <BookingHostProvider value={booking}>
                <WidgetErrorBoundary onError={onError}>
                  <Ready onReady={onReady}>
                    <Widget {...props} />
                  </Ready>
                </WidgetErrorBoundary>
              </BookingHostProvider>
            </PortalContainerContext.Provider>
          </ApiClientContext.Provider>
        </WidgetHostContext.Provider>
      </I18nProvider>,
    );
  }

  const renderOrReport = () => render().catch(onError);
  void renderOrReport();

  return {
    update: () => void renderOrReport(),
    unmount() {
      if (unmounted) return;
      unmounted = true;
      renderRoot.unmount();
      releaseFocus();
      releaseSheet();
      shadow.replaceChildren();
    },
  };
}

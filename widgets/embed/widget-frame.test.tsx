// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../shared/api/client';
import type { PublicConfig } from '../../shared/model/config';
import {
  cookieSessionStore,
  logout,
  restoreSession,
  setSessionStore,
  startSession,
} from '../../shared/state/session';
import { ApiClientContext } from '../../shared/ui/api-client-context';
import { DEFAULT_PUBLIC_CONFIG } from './use-widget-config';
import { WidgetFrame } from './widget-frame';
import { WIDGET_SESSION_KEY, createWidgetSessionStore } from './widget-session';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const i18n = setupI18n();
i18n.loadAndActivate({
  locale: 'en',
  messages: {
    'app.loading': ['Loading…'],
    'footer.copyright': ['© ', ['year'], ' ', ['organisation']],
    'footer.imprint': ['Imprint'],
    'maintenance.title': ['Maintenance in progress'],
    'widgets.maintenance.text': ['Bookings are paused.'],
    'widgets.notOffered.title': ['Not offered at the moment'],
    'widgets.notOffered.text': ['Cannot be booked here.'],
    'widgets.frame.signedInAs': ['Signed in as ', ['name']],
    'widgets.frame.signOut': ['Sign out'],
    'widgets.frame.opensInNewTab': ['(opens in a new tab)'],
  },
});

let origin = 0;
let container: HTMLDivElement;
let root: Root;

/** A client of a fresh origin (the configuration cache is per origin) answering `config`. */
function clientWith(config: Partial<PublicConfig>, toggles: Record<string, boolean> = {}) {
  const answers: Record<string, unknown> = {
    '/api/config': { ...DEFAULT_PUBLIC_CONFIG, productName: 'Riverside Portal', ...config },
    '/api/config/feature-toggle': toggles,
  };
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const client: ApiClient = {
    baseURL: `https://portal-${++origin}.test`,
    request: (async (path: string) => {
      await held;
      return structuredClone(answers[path]);
    }) as ApiClient['request'],
  };
  return { client, release };
}

async function render(client: ApiClient, props: Partial<Parameters<typeof WidgetFrame>[0]> = {}) {
  await act(async () =>
    root.render(
      <I18nProvider i18n={i18n}>
        <ApiClientContext.Provider value={client}>
          <WidgetFrame
            title="After-school activities"
            actions={<button type="button">How booking works</button>}
            {...props}
          >
            <p>the offers</p>
          </WidgetFrame>
        </ApiClientContext.Provider>
      </I18nProvider>,
    ),
  );
}

const text = () => container.textContent ?? '';
const buttons = () => [...container.querySelectorAll('button')].map((b) => b.textContent);

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  setSessionStore(createWidgetSessionStore());
  restoreSession();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  logout();
  setSessionStore(cookieSessionStore);
  localStorage.clear();
});

describe('WidgetFrame', () => {
  it('shows the product name, the title labelling the section, the content and the imprint', async () => {
    const { client, release } = clientWith({});
    await render(client);
    // The default name does not flash before the configured one.
    expect(text()).not.toContain('Kitebook');
    expect(text()).toContain('the offers');
    await act(async () => release());

    const section = container.querySelector('section')!;
    const heading = container.querySelector('h2')!;
    expect(heading.textContent).toBe('After-school activities');
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(text()).toContain('Riverside Portal');
    expect(text()).toContain(`© ${new Date().getFullYear()} Riverside Portal`);
    const imprint = container.querySelector('footer a')!;
    expect(imprint.getAttribute('href')).toBe(`${client.baseURL}/imprint`);
    expect(imprint.getAttribute('target')).toBe('_blank');
    expect(imprint.getAttribute('rel')).toBe('noopener');
    expect(imprint.textContent).toBe('Imprint (opens in a new tab)');
    // Signed out: no session bar.
    expect(buttons()).toEqual(['How booking works']);
    expect(text()).not.toContain('Signed in');
  });

  it('shows the maintenance notice instead of the content and the actions', async () => {
    const { client, release } = clientWith({ Maintenance_Value_Number: 1 });
    await render(client);
    await act(async () => release());
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Maintenance in progressBookings are paused.',
    );
    expect(text()).not.toContain('the offers');
    expect(buttons()).toEqual([]);
    expect(container.querySelector('h2')?.textContent).toBe('After-school activities');
  });

  it('names the signed-in user and signs out of the widget only, focusing the title', async () => {
    document.cookie = 'jwt=portal-token; path=/';
    startSession({
      token: 'widget-token',
      user: { personId: 1, login: 'p@x.test', givenName: 'Pat', familyName: 'Lee', roles: [] },
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(localStorage.getItem(WIDGET_SESSION_KEY)).not.toBeNull();
    const { client, release } = clientWith({});
    await render(client);
    await act(async () => release());

    expect(text()).toContain('Signed in as Pat Lee');
    const signOut = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Sign out',
    )!;
    signOut.focus();
    await act(async () => signOut.click());

    expect(text()).not.toContain('Signed in as');
    expect(buttons()).toEqual(['How booking works']);
    expect(localStorage.getItem(WIDGET_SESSION_KEY)).toBeNull();
    // The portal's own cookie on the same origin is not the widget's to remove.
    expect(document.cookie).toContain('jwt=portal-token');
    expect(document.activeElement).toBe(container.querySelector('h2'));
  });

  describe('with a feature toggle', () => {
    it('shows the content of an area that is on', async () => {
      const { client, release } = clientWith({}, { enableSchoolBusBooking: true });
      await render(client, { feature: 'enableSchoolBusBooking' });
      // Off by default: it waits for the answer rather than flashing "not offered".
      expect(text()).toContain('Loading…');
      expect(text()).not.toContain('Not offered');
      await act(async () => release());
      expect(text()).toContain('the offers');
    });

    it('says "not offered" for an area that is off, without its actions', async () => {
      const { client, release } = clientWith({}, { eca: false });
      await render(client, { feature: 'eca' });
      // On by default: the content renders at once, beside the configuration's load.
      expect(text()).toContain('the offers');
      await act(async () => release());
      expect(text()).toContain('Not offered at the moment');
      expect(text()).not.toContain('the offers');
      expect(buttons()).toEqual([]);
    });
  });

  it('falls back to the defaults when the configuration cannot be loaded', async () => {
    const client: ApiClient = {
      baseURL: `https://portal-${++origin}.test`,
      request: vi.fn(async () => {
        throw new Error('offline');
      }) as ApiClient['request'],
    };
    await render(client, { feature: 'holiday_camp' });
    await act(async () => {});
    expect(text()).toContain('the offers');
    expect(text()).toContain('Kitebook');
  });
});
